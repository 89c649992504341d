import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { isAbsolute, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppServices } from '../../app-context';
import type { ByteRange } from '../../storage/serve-file';

/** A track's stored audio, ready to serve. */
export interface StoredAudio {
  size: number;
  open(range?: ByteRange): Readable;
}

/**
 * Where a track's `audio_path` points: an object the server stored (music imported now, in the upload storage and
 * so on every instance), else a file on this instance's disk (the demo music, at an absolute path or one relative
 * to `DATA_DIR`, and music imported before imports were stored). `null` when the audio is gone.
 */
export async function storedAudio(services: AppServices, audioPath: string): Promise<StoredAudio | null> {
  const object = await services.serverObjects.find(audioPath);
  if (object) {
    const size = await services.serverObjects.sizeOf(object);
    return size === null ? null : { size, open: (range) => services.serverObjects.read(object, range) };
  }
  const path = isAbsolute(audioPath) ? audioPath : resolve(services.env.DATA_DIR, audioPath);
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? { size: info.size, open: (range) => createReadStream(path, range) } : null;
}

/** Removes audio no track or import uses any more: the stored object, else a file under `DATA_DIR`. */
export async function removeStoredAudio(services: AppServices, audioPath: string): Promise<void> {
  if (await services.serverObjects.remove(audioPath)) return;
  const root = resolve(services.env.DATA_DIR);
  const path = resolve(root, audioPath);
  // Nothing outside the data folder (the demo music of a development checkout, say) is the server's to remove.
  if (path.startsWith(root + sep)) await rm(path, { force: true });
}
