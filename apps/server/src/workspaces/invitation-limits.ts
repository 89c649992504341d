import type { AppServices } from '../app-context';
import { forbidden, tooManyRequests } from '../http/errors';
import { claimAttempts, type ThrottleRule } from '../security/rate-limiter';

/** Invitation mails one inviter may send: 20 an hour, a full form's worth. */
export const INVITATIONS_PER_INVITER: ThrottleRule = {
  windowSeconds: 60 * 60,
  threshold: 20,
  baseDelaySeconds: 60 * 60,
  maxDelaySeconds: 60 * 60,
};

/** Invitation mails one workspace may send, whoever its owners: 50 a day. */
export const INVITATIONS_PER_WORKSPACE: ThrottleRule = {
  windowSeconds: 24 * 60 * 60,
  threshold: 50,
  baseDelaySeconds: 24 * 60 * 60,
  maxDelaySeconds: 24 * 60 * 60,
};

export const INVITER_NOT_VERIFIED = 'Verify your email address before inviting people to a workspace.';
export const TOO_MANY_INVITATIONS = 'You have sent too many invitations. Please try again later.';

/**
 * Invitations mail outside addresses, so an account whose own address is unproven may send none: it would make
 * the site a relay for whoever registers.
 */
export function requireVerifiedInviter(user: { email_verified_at: Date | null }): void {
  if (user.email_verified_at === null) throw forbidden(INVITER_NOT_VERIFIED);
}

/** Counts one invitation mail against the inviter's and the workspace's limits; 429 once either is spent. */
export async function claimInvitation(
  services: AppServices,
  inviterId: number,
  workspaceId: number,
): Promise<void> {
  const claimed = await claimAttempts(
    services.db,
    [
      [`workspace-invitations:user:${inviterId}`, INVITATIONS_PER_INVITER],
      [`workspace-invitations:workspace:${workspaceId}`, INVITATIONS_PER_WORKSPACE],
    ],
    services.now(),
  );
  if (!claimed.admitted) throw tooManyRequests(claimed.waitSeconds, TOO_MANY_INVITATIONS);
}
