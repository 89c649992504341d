import type { BackstageRequestPayload } from '@tonearm/client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { ownUploadedImage, publicUploadNameOf } from '../../accounts/avatar-upload';
import { isUniqueViolation } from '../../admin/roles/role-store';
import type { AppServices } from '../../app-context';
import { artistMembers, artists } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { backstageRequests } from './backstage-requests-table';
import { requireProofEntry } from './proof-file';

export const ONE_PENDING = 'You already have a pending request of this kind: wait for its review.';
export const NO_SUCH_ARTIST = 'The selected artist does not exist.';
export const NOT_YOUR_ARTIST = 'You can only ask to verify an artist you speak for.';
export const ALREADY_VERIFIED = 'This artist is already verified.';
export const ALREADY_MEMBER = 'You already speak for this artist.';
export const NAME_TAKEN = 'You already have an artist with this name.';

const refuse = (field: string, message: string): never => {
  throw new ValidationError({ [field]: [message] });
};

export const AVATAR_NOT_IMAGE = 'The avatar must be an image.';
export const AVATAR_NOT_UPLOADED = 'Upload the avatar with the form.';

/** The served path of the avatar: an image the user uploaded to the public disk, or a field error. */
async function requireOwnImage(services: AppServices, userId: number, url: string): Promise<string> {
  // Stored uploads are site paths; any origin resolves one alike.
  const name = publicUploadNameOf(url, 'http://localhost');
  const image = name === null || !url.startsWith('/') ? null : await ownUploadedImage(services, userId, name);
  if (image === 'not-an-image') return refuse('avatar', AVATAR_NOT_IMAGE);
  if (image === null) return refuse('avatar', AVATAR_NOT_UPLOADED);
  return image;
}

/** Checks what the request asks against the catalogue: the artist exists, and the user may ask this of it. */
async function checkArtist(services: AppServices, userId: number, input: BackstageRequestPayload) {
  const { db } = services;
  if (input.type === 'become-artist') {
    const [same] = await db
      .select({ id: artists.id })
      .from(artistMembers)
      .innerJoin(artists, eq(artists.id, artistMembers.artist_id))
      .where(
        and(
          eq(artistMembers.user_id, userId),
          eq(sql`lower(${artists.name})`, (input.artist_name ?? '').toLowerCase()),
        ),
      );
    if (same) refuse('artist_name', NAME_TAKEN);
    return;
  }
  const artistId = input.artist_id ?? 0;
  const [artist] = await db
    .select({ verified: artists.verified, member: artistMembers.user_id })
    .from(artists)
    .leftJoin(artistMembers, and(eq(artistMembers.artist_id, artists.id), eq(artistMembers.user_id, userId)))
    .where(eq(artists.id, artistId));
  if (!artist) return refuse('artist_id', NO_SUCH_ARTIST);
  if (input.type === 'verify-artist' && artist.member === null) refuse('artist_id', NOT_YOUR_ARTIST);
  if (input.type === 'verify-artist' && artist.verified) refuse('artist_id', ALREADY_VERIFIED);
  if (input.type === 'claim-artist' && artist.member !== null) refuse('artist_id', ALREADY_MEMBER);
}

/**
 * Records a listener's request after checking it: the artist and what may be asked of it, the identity document
 * (their own private image of at most 5 MB), and one pending request per user and type (the database's partial
 * unique index settles two submissions at once). Answers the new request's id.
 */
export async function submitRequest(
  services: AppServices,
  userId: number,
  input: BackstageRequestPayload,
): Promise<number> {
  const { db } = services;
  const [pending] = await db
    .select({ id: backstageRequests.id })
    .from(backstageRequests)
    .where(
      and(
        eq(backstageRequests.user_id, userId),
        eq(backstageRequests.type, input.type),
        eq(backstageRequests.status, 'pending'),
      ),
    );
  if (pending) refuse('type', ONE_PENDING);
  await checkArtist(services, userId, input);
  const proof = await requireProofEntry(services, userId, input.proof_file_entry_id);
  const avatar = input.avatar ? await requireOwnImage(services, userId, input.avatar) : null;
  const become = input.type === 'become-artist';
  try {
    const [created] = await db
      .insert(backstageRequests)
      .values({
        type: input.type,
        user_id: userId,
        artist_id: become ? null : (input.artist_id ?? null),
        artist_name: become ? (input.artist_name ?? null) : null,
        role: input.type === 'claim-artist' ? (input.role ?? 'artist') : null,
        first_name: input.first_name,
        last_name: input.last_name,
        company: input.company || null,
        avatar,
        links: input.links ?? [],
        proof_file_entry_id: proof.id,
        created_at: services.now(),
        updated_at: services.now(),
      })
      .returning({ id: backstageRequests.id });
    if (!created) throw new Error('The request was not recorded');
    return created.id;
  } catch (error) {
    if (isUniqueViolation(error)) return refuse('type', ONE_PENDING);
    throw error;
  }
}
