import type { AppServices } from '../app-context';
import { recipientTrans } from '../mail/mail-trans';
import { siteName } from '../settings/site-name';
import { signInPageLink } from './sign-in-page-link';

/**
 * Tells the owner of an address that someone tried to register with it, instead of telling the visitor that the
 * address has an account: only the owner learns it, and is shown the way back in.
 */
export async function sendAccountExistsMail(
  services: AppServices,
  user: { id: number; email: string; language?: string | null },
  base: string,
): Promise<void> {
  const site = await siteName(services.db);
  const email = encodeURIComponent(user.email);
  // The address has an account, so the mail speaks its owner's language, not the visitor's.
  const trans = await recipientTrans(services.db, user);
  await services.mailer.send({
    to: user.email,
    subject: trans('You already have a :site account', { site }),
    text: [
      trans(
        'Someone, perhaps you, tried to create a :site account with this address, which already has one.',
        {
          site,
        },
      ),
      [
        trans('Sign in: :link', { link: signInPageLink(base, user.email) }),
        trans('Forgot your password? :link', { link: `${base}/forgot-password?email=${email}` }),
      ].join('\n'),
      trans('If it was not you, no action is required: nothing was changed.'),
    ].join('\n\n'),
  });
}
