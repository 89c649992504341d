import { Hono } from 'hono';
import { currentAccount } from '../accounts/current-account';
import { displayName } from '../accounts/serialize-user';
import type { AppBindings, AppServices } from '../app-context';
import { contactMessages } from '../db/schema';
import { tooManyRequests } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { type MailTranslate, recipientTrans } from '../mail/mail-trans';
import { blockedFor, recordFailure, type ThrottleRule } from '../security/rate-limiter';
import { siteName } from '../settings/site-name';
import { contactAddress } from './contact-address';
import {
  type ContactKind,
  contactFormSchema,
  contactKindOf,
  importPlaylistFormSchema,
  suggestArtistFormSchema,
} from './contact-rules';

// Ten messages an hour from one address is more than any person writes; beyond that it is a script.
const CONTACT_THROTTLE: ThrottleRule = {
  windowSeconds: 3600,
  threshold: 10,
  baseDelaySeconds: 600,
  maxDelaySeconds: 3600,
};

/** The success toasts of doc 001 §8, per form. */
const ACKNOWLEDGEMENTS: Record<ContactKind, string> = {
  contact: 'Your message has been submitted.',
  suggest_artist: 'Thank you for your support. We will review your request within 24 hours',
  import_playlist: 'Thank you, we will review your request.',
};

const SUBJECTS: Record<ContactKind, (trans: MailTranslate, site: string) => string> = {
  contact: (trans, site) => trans('New message from the :site contact page', { site }),
  suggest_artist: (trans, site) => trans('New artist suggestion on :site', { site }),
  import_playlist: (trans, site) => trans('New playlist import request on :site', { site }),
};

interface VisitorMessage {
  kind: ContactKind;
  name: string;
  email: string | null;
  message: string;
  link: string | null;
}

/** The link on its own paragraph after the message, unless the client already put it there (doc 001 §7). */
function withLink(message: string, link: string | null): string {
  if (!link || message.includes(link)) return message;
  return `${message}\n\n${link}`;
}

/** `POST contact-page` (doc 001 §5, §7): the contact, suggest-artist and import-playlist forms. */
export function contactRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.post('/contact-page', async (c) => {
    const visitor = c.get('visitor');
    const throttleKey = `contact:${visitor.ip ?? 'unknown'}`;
    const wait = await blockedFor(db, throttleKey, services.now());
    if (wait > 0) throw tooManyRequests(wait);

    const body = await readBody(c);
    const kind = contactKindOf(body);
    const account = await currentAccount(c, services);
    // Empty optional fields take the signed-in listener's own details, or say plainly that none were given.
    const defaultName = account ? displayName(account.user) : 'Anonymous visitor';
    const defaultEmail = account?.user.email ?? null;
    let message: VisitorMessage;
    if (kind === 'import_playlist') {
      const form = validate(importPlaylistFormSchema, body);
      message = {
        kind,
        name: form.name || defaultName,
        email: form.email,
        message: form.message,
        link: form.import_playlist_spotify,
      };
    } else if (kind === 'suggest_artist') {
      const form = validate(suggestArtistFormSchema, body);
      message = {
        kind,
        name: form.name,
        email: form.email ?? defaultEmail,
        message: form.message,
        link: form.link,
      };
    } else {
      const form = validate(contactFormSchema, body);
      message = { kind, name: form.name, email: form.email, message: form.message, link: null };
    }
    message.message = withLink(message.message, message.link);

    await recordFailure(db, throttleKey, CONTACT_THROTTLE, services.now());
    await db
      .insert(contactMessages)
      .values({ ...message, ip_address: visitor.ip, created_at: services.now() });
    const to = await contactAddress(db);
    if (to) {
      // The contact address is the operator's, not an account's: the site's default language speaks to it.
      const trans = await recipientTrans(db, null);
      const from = trans('From: :name <:email>', {
        name: message.name,
        email: message.email ?? trans('no email given'),
      });
      await services.mailer.send({
        to,
        subject: SUBJECTS[kind](trans, await siteName(db)),
        text: `${from}\n\n${message.message}`,
      });
    }
    return c.json({ status: 'success', message: ACKNOWLEDGEMENTS[kind] });
  });

  return routes;
}
