import { adminLocalizationResponseSchema, userResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../admin/test-support/admin-audiences';
import { notify } from '../notifications/notify';
import { settleDetachedWork } from '../security/detached-work';
import { writeSetting } from '../settings/settings-store';
import { lastMailTo } from '../test-support/mailbox';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { mailTrans } from './mail-trans';

const RESET_SUBJECT = 'Reset your :site password';
const RESET_EXPIRY =
  '{minutes, plural, one {This link expires in # minute.} other {This link expires in # minutes.}} If you did not ask for a reset, no further action is required.';
const FRENCH_EXPIRY =
  '{minutes, plural, one {Ce lien expire dans # minute.} other {Ce lien expire dans # minutes.}} Si vous n’avez rien demandé, ignorez ce message.';

let app: TestServer;
let admin: TestVisitor;
let frenchId: number;

const db = () => app.server.services.db;

async function saveFrench(lines: Record<string, string>) {
  const answer = await admin.request(`/api/v1/admin/localizations/${frenchId}/lines`, {
    method: 'PUT',
    body: { lines },
  });
  expect(answer.status, answer.text).toBe(200);
}

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  const created = await admin.request('/api/v1/admin/localizations', {
    method: 'POST',
    body: { name: 'Français', language: 'fr' },
  });
  expect(created.status, created.text).toBe(201);
  frenchId = adminLocalizationResponseSchema.parse(created.json).localization.id;
  await saveFrench({
    [RESET_SUBJECT]: 'Réinitialisez votre mot de passe :site',
    [RESET_EXPIRY]: FRENCH_EXPIRY,
  });
}, 60_000);
afterAll(() => app?.stop());

describe('mails in the recipient’s language', () => {
  it('mails a listener who chose French the reset subject in French, untranslated lines in English', async () => {
    const email = 'french-reader@example.com';
    const listener = await registerListener(app.url, email, 'correct horse battery');
    expect((await listener.post('/api/v1/users/me/locale', { locale: 'fr' })).status).toBe(200);

    await new TestVisitor(app.url).open().then((guest) => guest.post('/auth/forgot-password', { email }));
    await settleDetachedWork(app.server.services);

    const mail = await lastMailTo(db(), email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Tonearm');
    expect(mail?.text).toContain('Ce lien expire dans 60 minutes. Si vous n’avez rien demandé');
    expect(mail?.text).toContain(
      'You are receiving this email because we received a password reset request for your account.',
    );
  });

  it('mails a notification in the language its account chose, which the caller need not know', async () => {
    await saveFrench({ ':name replied to your comment': ':name a répondu à votre commentaire' });
    const email = 'french-commenter@example.com';
    const listener = await registerListener(app.url, email, 'correct horse battery');
    expect((await listener.post('/api/v1/users/me/locale', { locale: 'fr' })).status).toBe(200);
    const { user } = userResponseSchema.parse((await listener.get('/api/v1/users/me')).json);

    await notify(
      app.server.services,
      { id: user.id, email },
      {
        kind: 'comment_reply',
        data: () => ({ lines: [{ content: 'Ada replied' }] }),
        mail: (trans) => ({ subject: trans(':name replied to your comment', { name: 'Ada' }), text: 'Ada' }),
      },
    );
    expect((await lastMailTo(db(), email))?.subject).toBe('Ada a répondu à votre commentaire');
  });

  it('picks the plural form by the language’s own rules', async () => {
    const french = await mailTrans(db(), 'fr');
    const english = await mailTrans(db(), 'en');
    // French counts 0 as singular; English does not.
    expect(french(RESET_EXPIRY, { minutes: 0 })).toMatch(/^Ce lien expire dans 0 minute\./);
    expect(french(RESET_EXPIRY, { minutes: 2 })).toMatch(/^Ce lien expire dans 2 minutes\./);
    expect(english(RESET_EXPIRY, { minutes: 0 })).toMatch(/^This link expires in 0 minutes\./);
    expect(english(RESET_EXPIRY, { minutes: 1 })).toMatch(/^This link expires in 1 minute\./);
  });

  it('falls back to the English line for a line or a language without a translation', async () => {
    const french = await mailTrans(db(), 'fr');
    expect(french('Sign in to :site', { site: 'Tonearm' })).toBe('Sign in to Tonearm');
    const unknown = await mailTrans(db(), 'sv');
    expect(unknown(RESET_SUBJECT, { site: 'Tonearm' })).toBe('Reset your Tonearm password');
  });

  it('uses a translation saved after an earlier mail', async () => {
    expect((await mailTrans(db(), 'fr'))('Sign in to :site', { site: 'Tonearm' })).toBe('Sign in to Tonearm');
    await saveFrench({ 'Sign in to :site': 'Connexion à :site' });
    expect((await mailTrans(db(), 'fr'))('Sign in to :site', { site: 'Tonearm' })).toBe(
      'Connexion à Tonearm',
    );
  });

  it('writes to the contact address, which has no account, in the site’s default language', async () => {
    await saveFrench({
      'New message from the :site contact page': 'Nouveau message de la page contact de :site',
    });
    await writeSetting(db(), 'i18n', { enable: true, default_localization: 'fr' });
    await writeSetting(db(), 'mail', { contact_page_address: 'equipe@tonearm.test' });
    try {
      const guest = await new TestVisitor(app.url).open();
      const sent = await guest.post('/api/v1/contact-page', {
        name: 'Bo',
        email: 'bo@example.com',
        message: 'Bonjour',
      });
      expect(sent.status, sent.text).toBe(200);
      const mail = await lastMailTo(db(), 'equipe@tonearm.test');
      expect(mail?.subject).toBe('Nouveau message de la page contact de Tonearm');
      expect(mail?.text).toBe('From: Bo <bo@example.com>\n\nBonjour');
    } finally {
      await writeSetting(db(), 'i18n', { enable: true, default_localization: 'en' });
      await writeSetting(db(), 'mail', {});
    }
  });
});
