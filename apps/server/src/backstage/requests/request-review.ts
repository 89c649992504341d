import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import type { Database } from '../../db/connect';
import { artistMembers, artists, roles, roleUser, users } from '../../db/schema';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { type BackstageRequestRow, backstageRequests } from './backstage-requests-table';
import { noticeOfReview } from './request-notice';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The seeded role whose permissions artists hold (`music.create`), given on approval. */
export const ARTIST_ROLE_NAME = 'artist';
export const NO_SUCH_REQUEST = 'This backstage request does not exist.';
export const ALREADY_REVIEWED = 'This request was already reviewed.';
export const ARTIST_GONE = 'The artist this request names no longer exists.';

/** Gives the user the artist role, when the site still has one; an operator who removed it decides by hand. */
async function giveArtistRole(tx: Transaction, userId: number): Promise<void> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ARTIST_ROLE_NAME));
  if (role) await tx.insert(roleUser).values({ user_id: userId, role_id: role.id }).onConflictDoNothing();
}

/** What approving does, by type: creates the artist, verifies it, or links the user to it. */
async function grant(
  tx: Transaction,
  request: BackstageRequestRow,
  verified: boolean,
): Promise<number | null> {
  if (request.type === 'become-artist') {
    const [artist] = await tx
      .insert(artists)
      .values({
        name: request.artist_name ?? `${request.first_name} ${request.last_name}`,
        created_by: request.user_id,
        image: request.avatar,
        verified,
      })
      .returning({ id: artists.id });
    if (!artist) throw new Error('The artist was not created');
    await tx.insert(artistMembers).values({ artist_id: artist.id, user_id: request.user_id, role: 'artist' });
    await giveArtistRole(tx, request.user_id);
    return artist.id;
  }
  if (request.artist_id === null) throw new ValidationError({ artist_id: [ARTIST_GONE] });
  if (request.type === 'verify-artist') {
    await tx.update(artists).set({ verified: true }).where(eq(artists.id, request.artist_id));
    return request.artist_id;
  }
  await tx
    .insert(artistMembers)
    .values({ artist_id: request.artist_id, user_id: request.user_id, role: request.role ?? 'artist' })
    .onConflictDoUpdate({
      target: [artistMembers.artist_id, artistMembers.user_id],
      set: { role: request.role ?? 'artist' },
    });
  await giveArtistRole(tx, request.user_id);
  return request.artist_id;
}

/**
 * Approves or denies a pending request with the reviewer's notes, then tells the requester. Approving a become
 * request creates the artist (the user its owner and member), a verify request marks the artist verified, a claim
 * links the user to the artist with the claimed role; become and claim give the artist role. A become request's
 * artist may be marked verified at once. A request reviewed already answers 409, so two reviewers cannot both act
 * on it.
 */
export async function reviewRequest(
  services: AppServices,
  review: {
    id: number;
    outcome: 'approved' | 'denied';
    notes: string | null;
    reviewerId: number;
    /** Mark the artist a become request creates as verified at once. */
    markArtistVerified?: boolean;
  },
): Promise<void> {
  const { db } = services;
  const reviewed = await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(backstageRequests)
      .where(eq(backstageRequests.id, review.id))
      .for('update');
    if (!request) throw notFound(NO_SUCH_REQUEST);
    if (request.status !== 'pending') throw new HttpError(409, ALREADY_REVIEWED);
    const artistId =
      review.outcome === 'approved'
        ? await grant(tx, request, review.markArtistVerified ?? false)
        : request.artist_id;
    const now = services.now();
    await tx
      .update(backstageRequests)
      .set({
        status: review.outcome,
        artist_id: artistId,
        notes: review.notes || null,
        handled_by: review.reviewerId,
        handled_at: now,
        updated_at: now,
      })
      .where(and(eq(backstageRequests.id, request.id), eq(backstageRequests.status, 'pending')));
    const [artist] =
      artistId === null
        ? []
        : await tx.select({ name: artists.name }).from(artists).where(eq(artists.id, artistId));
    const [requester] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, request.user_id));
    return { request, artistName: artist?.name ?? request.artist_name, requester };
  });
  if (!reviewed.requester) return;
  await noticeOfReview(services, reviewed.requester, {
    id: reviewed.request.id,
    type: reviewed.request.type,
    outcome: review.outcome,
    artistName: reviewed.artistName,
    notes: review.notes || null,
  });
}
