import { PASSWORD_CONFIRMATION_WINDOW_SECONDS } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { sessions } from '../db/schema';
import { passwordConfirmationRequired } from '../http/errors';

/** Notes on the visitor's session that the password was just confirmed. */
export async function recordPasswordConfirmation(
  c: Context<AppBindings>,
  services: AppServices,
): Promise<void> {
  const visitor = c.get('visitor');
  if (!visitor.session) return;
  const now = services.now();
  await services.db
    .update(sessions)
    .set({ password_confirmed_at: now })
    .where(eq(sessions.id, visitor.session.id));
  visitor.session = { ...visitor.session, password_confirmed_at: now };
}

/** Whether the password was confirmed on this session within the last `seconds`. */
export function isPasswordConfirmed(
  c: Context<AppBindings>,
  services: AppServices,
  seconds: number = PASSWORD_CONFIRMATION_WINDOW_SECONDS,
): boolean {
  const confirmedAt = c.get('visitor').session?.password_confirmed_at;
  if (!confirmedAt) return false;
  return services.now().getTime() - confirmedAt.getTime() <= seconds * 1000;
}

/** Sensitive actions (doc 000 §5) answer 423 until the password was confirmed within the window. */
export function requirePasswordConfirmation(c: Context<AppBindings>, services: AppServices): void {
  if (!isPasswordConfirmed(c, services)) throw passwordConfirmationRequired();
}
