import { ValidationError } from '../http/errors';
import { isSafeInlineType, safeTypeOfExtension } from '../storage/media-types';
import type { Disk } from './disk';

export const IMAGE_OR_AUDIO_ONLY = 'The file must be an image or audio file.';

/** What the client says of a file: the extension its stored name keeps, and the type it claims. */
interface DescribedFile {
  extension: string | null;
  mime: string | null | undefined;
}

/**
 * What each disk takes (doc 000 §9). The public disk is read by anyone from the site's own origin (avatars,
 * covers), so it takes only raster images and audio, judged by the extension (which sets the type it is served
 * with) and by the type the client claims, when it claims one. The uploads disk is read only by its owner, as a
 * download unless the type is safe to show, so it takes any file.
 */
export function diskAcceptsFile(disk: Disk, file: DescribedFile): boolean {
  if (disk !== 'public') return true;
  return safeTypeOfExtension(file.extension) !== null && (!file.mime || isSafeInlineType(file.mime));
}

/** Refuses, on `field`, a file its disk does not take. */
export function requireDiskAccepts(disk: Disk, file: DescribedFile, field: string): void {
  if (!diskAcceptsFile(disk, file)) throw new ValidationError({ [field]: [IMAGE_OR_AUDIO_ONLY] });
}
