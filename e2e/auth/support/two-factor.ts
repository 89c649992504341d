import type { Page } from '@playwright/test';
import { TOTP_STEP_MS, totpCode } from '../../support/totp';
import { callAsPage, expectOk } from './api';

export interface TwoFactorSetup {
  secret: string;
  recoveryCodes: string[];
}

/**
 * Turns two-factor authentication on for the page's signed-in account through the API, as the account settings
 * panel does: enable, read the secret, confirm with the current code (doc 000 §4, states 0 → 1 → 2).
 */
export async function enableTwoFactor(page: Page): Promise<TwoFactorSetup> {
  await expectOk(callAsPage(page, 'POST', '/auth/user/two-factor-authentication'));
  const { secret } = (await expectOk(callAsPage(page, 'GET', '/auth/user/two-factor/qr-code'))) as {
    secret: string;
  };
  // The confirmed recovery codes come only in this answer, never with the user's data.
  const { recovery_codes } = (await expectOk(
    callAsPage(page, 'POST', '/auth/user/confirmed-two-factor-authentication', { code: totpCode(secret) }),
  )) as { recovery_codes: string[] };
  return { secret, recoveryCodes: recovery_codes };
}

/**
 * A code the server has not seen yet: the server refuses a replayed time step, and confirming setup used the
 * current one, so this is the next step's code, which it accepts as within one step of its clock.
 */
export function nextTotpCode(secret: string): string {
  return totpCode(secret, new Date(Date.now() + TOTP_STEP_MS));
}
