import type { AppServices } from '../app-context';
import { siteName } from '../settings/site-name';
import { signInPageLink } from './sign-in-page-link';

/**
 * Tells the owner of an address that someone tried to register with it, instead of telling the visitor that the
 * address has an account: only the owner learns it, and is shown the way back in.
 */
export async function sendAccountExistsMail(
  services: AppServices,
  user: { email: string },
  base: string,
): Promise<void> {
  const name = await siteName(services.db);
  const email = encodeURIComponent(user.email);
  await services.mailer.send({
    to: user.email,
    subject: `You already have a ${name} account`,
    text: `Someone, perhaps you, tried to create a ${name} account with this address, which already has one.\n\nSign in: ${signInPageLink(base, user.email)}\nForgot your password? ${base}/forgot-password?email=${email}\n\nIf it was not you, no action is required: nothing was changed.`,
  });
}
