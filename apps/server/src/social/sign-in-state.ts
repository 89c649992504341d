import { createHash } from 'node:crypto';
import type { SocialService } from '@tonearm/client/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { socialSignInStates } from '../db/schema';
import { randomToken, sha256 } from '../security/tokens';

/** Time a person has on the provider's pages before the popup must start again. */
export const SIGN_IN_STATE_MINUTES = 10;

export type SocialAction = 'login' | 'connect';

export interface StartedSignIn {
  /** The OAuth `state` sent to the provider. */
  state: string;
  /** The PKCE S256 challenge of the stored verifier (RFC 7636 §4.2). */
  codeChallenge: string;
}

/** Remembers an authorization being started from the visitor's browser. */
export async function startSignIn(
  db: Database,
  sessionToken: string,
  service: SocialService,
  action: SocialAction,
  now: Date,
): Promise<StartedSignIn> {
  const state = randomToken(32);
  const codeVerifier = randomToken(48);
  // Abandoned popups leave rows behind; each start sweeps the expired ones.
  await db.delete(socialSignInStates).where(lt(socialSignInStates.expires_at, now));
  await db.insert(socialSignInStates).values({
    state_hash: sha256(state),
    session_token_hash: sha256(sessionToken),
    service_name: service,
    action,
    code_verifier: codeVerifier,
    expires_at: new Date(now.getTime() + SIGN_IN_STATE_MINUTES * 60_000),
  });
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  return { state, codeChallenge };
}

/**
 * Takes back the authorization a callback answers, once: `null` when the state is unknown, expired, already used,
 * for another service, or was started in another browser (a forged callback).
 */
export async function takeSignIn(
  db: Database,
  state: string,
  sessionToken: string,
  service: SocialService,
  now: Date,
): Promise<{ action: SocialAction; codeVerifier: string } | null> {
  const [row] = await db
    .delete(socialSignInStates)
    .where(
      and(
        eq(socialSignInStates.state_hash, sha256(state)),
        eq(socialSignInStates.session_token_hash, sha256(sessionToken)),
        eq(socialSignInStates.service_name, service),
        gt(socialSignInStates.expires_at, now),
      ),
    )
    .returning();
  if (!row) return null;
  return { action: row.action === 'connect' ? 'connect' : 'login', codeVerifier: row.code_verifier };
}
