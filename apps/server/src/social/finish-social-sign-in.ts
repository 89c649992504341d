import { registrationSettingsSchema, type SocialService } from '@tonearm/client/contract';
import type { Context } from 'hono';
import { findUserByEmail, findUserById } from '../accounts/account';
import { signIn } from '../accounts/sign-in';
import type { AppBindings, AppServices } from '../app-context';
import { visitorUserId } from '../app-context';
import { bootstrapForRequest } from '../bootstrap/bootstrap-for-request';
import { readSetting } from '../settings/settings-store';
import { createSocialAccount } from './create-social-account';
import { rememberPendingConnection } from './pending-connection';
import type { PopupResult } from './popup-result-page';
import type { SocialIdentity } from './providers';
import { SERVICE_NAMES } from './service-names';
import type { SocialAction } from './sign-in-state';
import { findSocialProfile, linkSocialProfile } from './social-profile-store';

const error = (errorMessage: string): PopupResult => ({ status: 'ERROR', callbackData: { errorMessage } });

/** Signing in through a provider must not skip the second factor, which the popup protocol cannot ask for. */
export const TWO_FACTOR_REFUSAL =
  'This account uses two-factor authentication. Please sign in with your email and password.';

/**
 * Decides what a provider's confirmed identity does (doc 000 §4): connect it to the signed-in account, sign in its
 * linked account, ask for the password of the account with the same email (REQUEST_PASSWORD), or create an account.
 */
export async function finishSocialSignIn(
  c: Context<AppBindings>,
  services: AppServices,
  service: SocialService,
  action: SocialAction,
  identity: SocialIdentity,
): Promise<PopupResult> {
  const { db } = services;
  const name = SERVICE_NAMES[service];
  const success = async (): Promise<PopupResult> => ({
    status: 'SUCCESS',
    callbackData: { bootstrapData: await bootstrapForRequest(c, services) },
  });
  const linked = await findSocialProfile(db, service, identity.id);
  const signedInUserId = visitorUserId(c.get('visitor'));

  if (action === 'connect') {
    if (signedInUserId === null) return error(`Please sign in before connecting your ${name} account.`);
    if (linked && linked.user_id !== signedInUserId) {
      return error(`This ${name} account is already connected to another account.`);
    }
    await linkSocialProfile(db, signedInUserId, service, identity);
    return success();
  }

  if (signedInUserId !== null) {
    return {
      status: 'ALREADY_LOGGED_IN',
      callbackData: { bootstrapData: await bootstrapForRequest(c, services) },
    };
  }
  if (linked) {
    const user = await findUserById(db, linked.user_id);
    if (!user) return error(`This ${name} account is not connected to an account any more.`);
    if (user.two_factor_confirmed_at) return error(TWO_FACTOR_REFUSAL);
    await linkSocialProfile(db, user.id, service, identity);
    await signIn(c, services, user.id, false);
    return success();
  }
  if (!identity.email) {
    return error(`${name} did not share a verified email address, which an account needs.`);
  }
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    // The email matching is not proof enough to take the account over: its owner confirms with the password.
    await rememberPendingConnection(
      db,
      c.get('visitor').sessionToken,
      { userId: existing.id, service, identity },
      services.now(),
    );
    return { status: 'REQUEST_PASSWORD' };
  }
  const registration = registrationSettingsSchema.safeParse(await readSetting(db, 'registration')).data;
  if (registration?.disable) return error('Registration is currently disabled.');
  const userId = await createSocialAccount(
    db,
    service,
    { ...identity, email: identity.email },
    services.now(),
  );
  await signIn(c, services, userId, false);
  return success();
}
