import { and, eq, ne } from 'drizzle-orm';
import { forgetUploadedImage, ownUploadedImage, publicUploadNameOf } from '../../accounts/avatar-upload';
import type { AppServices } from '../../app-context';
import { playlists, users } from '../../db/schema';
import { ValidationError } from '../../http/errors';

export const COVER_NOT_AN_IMAGE = 'The image field must be an image.';
export const COVER_NOT_YOURS = 'The selected image is invalid.';
export const COVER_BAD_ADDRESS = 'The image must be an image you uploaded or a web address (http or https).';

/**
 * The cover to store for `image` as sent in `POST playlists` or `PUT playlists/{id}`: `undefined` leaves the
 * cover alone, `null` clears it, the playlist's current value stays as is, an address on this site must be an
 * image the user uploaded to the public disk (stored as its served path), and any other address must be http(s)
 * on another site. Anything else is a 422 on `image`.
 */
export async function checkedCover(
  services: AppServices,
  userId: number,
  image: string | null | undefined,
  current: string | null,
  requestUrl: string,
): Promise<string | null | undefined> {
  if (image === undefined || image === null || image === current) return image;
  const uploadName = publicUploadNameOf(image, requestUrl);
  if (uploadName !== null) {
    const own = await ownUploadedImage(services, userId, uploadName);
    if (own === 'not-an-image') throw new ValidationError({ image: [COVER_NOT_AN_IMAGE] });
    if (own === null) throw new ValidationError({ image: [COVER_NOT_YOURS] });
    return own;
  }
  let address: URL;
  try {
    address = new URL(image);
  } catch {
    throw new ValidationError({ image: [COVER_BAD_ADDRESS] });
  }
  // Other paths of this site (other disks, the API) are never a cover; an address elsewhere is the listener's.
  const elsewhere = address.origin !== new URL(requestUrl).origin;
  if (!/^https?:$/.test(address.protocol) || !elsewhere || !/^https?:\/\//i.test(image)) {
    throw new ValidationError({ image: [COVER_BAD_ADDRESS] });
  }
  return image;
}

/**
 * Removes a former cover that was the owner's own upload, unless another of their playlists or their avatar still
 * shows it.
 */
export async function forgetFormerCover(
  services: AppServices,
  ownerId: number,
  playlistId: number,
  former: string | null,
): Promise<void> {
  if (former === null) return;
  const { db } = services;
  const [otherPlaylist] = await db
    .select({ id: playlists.id })
    .from(playlists)
    .where(and(eq(playlists.image, former), ne(playlists.id, playlistId)))
    .limit(1);
  const [avatar] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.image, former)));
  if (otherPlaylist || avatar) return;
  await forgetUploadedImage(services, ownerId, former);
}
