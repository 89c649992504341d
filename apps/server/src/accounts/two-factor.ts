import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppServices } from '../app-context';
import { users } from '../db/schema';
import { generateTotpSecret, matchTotp } from '../security/totp';
import type { UserRecord } from './account';
import { recoveryCodesOf } from './serialize-user';

/** How many recovery codes a user holds (Fortify's count). */
export const RECOVERY_CODE_COUNT = 8;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number): string {
  // 62 does not divide 256, so bytes at or above 248 are dropped to keep every character equally likely.
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += ALPHANUMERIC[byte % 62];
    }
  }
  return text;
}

/** A recovery code: `xxxxxxxxxx-xxxxxxxxxx`, 21 characters (doc 000 §9). */
export function generateRecoveryCode(): string {
  return `${randomText(10)}-${randomText(10)}`;
}

const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);

/** The decrypted TOTP secret, `null` when two-factor was never enabled. */
export function twoFactorSecretOf(services: AppServices, user: UserRecord): string | null {
  return user.two_factor_secret ? services.secretBox.open(user.two_factor_secret) : null;
}

/** State 0 to 1: a new secret and recovery codes, waiting for the first code to confirm them. */
export async function startTwoFactorSetup(services: AppServices, user: UserRecord): Promise<void> {
  await services.db
    .update(users)
    .set({
      two_factor_secret: services.secretBox.seal(generateTotpSecret()),
      two_factor_recovery_codes: services.secretBox.seal(JSON.stringify(newRecoveryCodes())),
      two_factor_confirmed_at: null,
      two_factor_last_used_step: null,
      updated_at: services.now(),
    })
    .where(eq(users.id, user.id));
}

/** Replaces the user's recovery codes and returns the new ones, for the one answer that may show them. */
export async function regenerateRecoveryCodes(services: AppServices, user: UserRecord): Promise<string[]> {
  const codes = newRecoveryCodes();
  await services.db
    .update(users)
    .set({ two_factor_recovery_codes: services.secretBox.seal(JSON.stringify(codes)) })
    .where(eq(users.id, user.id));
  return codes;
}

/** Back to state 0. */
export async function disableTwoFactor(services: AppServices, user: UserRecord): Promise<void> {
  await services.db
    .update(users)
    .set({
      two_factor_secret: null,
      two_factor_recovery_codes: null,
      two_factor_confirmed_at: null,
      two_factor_last_used_step: null,
      updated_at: services.now(),
    })
    .where(eq(users.id, user.id));
}

/** Accepts a code from the authenticator app once: its time step is recorded so it cannot be replayed. */
export async function acceptTotpCode(
  services: AppServices,
  user: UserRecord,
  code: string,
): Promise<boolean> {
  const secret = twoFactorSecretOf(services, user);
  if (!secret) return false;
  const step = matchTotp(secret, code, services.now(), user.two_factor_last_used_step);
  if (step === null) return false;
  // Conditional on the step read, so two requests racing with the same code cannot both succeed.
  const updated = await services.db
    .update(users)
    .set({ two_factor_last_used_step: step })
    .where(
      and(
        eq(users.id, user.id),
        or(isNull(users.two_factor_last_used_step), lt(users.two_factor_last_used_step, step)),
      ),
    )
    .returning({ step: users.two_factor_last_used_step });
  return updated.length > 0;
}

/** Accepts a recovery code once: it is removed from the user's list. */
export async function acceptRecoveryCode(
  services: AppServices,
  user: UserRecord,
  code: string,
): Promise<boolean> {
  const codes = recoveryCodesOf(user, services.secretBox) ?? [];
  if (!codes.includes(code)) return false;
  const remaining = codes.filter((known) => known !== code);
  await services.db
    .update(users)
    .set({ two_factor_recovery_codes: services.secretBox.seal(JSON.stringify(remaining)) })
    .where(eq(users.id, user.id));
  return true;
}
