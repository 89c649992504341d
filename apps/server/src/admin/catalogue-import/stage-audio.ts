import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../../security/tokens';
import { incomingFolder } from '../../uploads/plain-upload-form';

/** The folder of the uploads disk where imported music is kept: the catalogue's own copy, apart from users' files. */
export const IMPORTED_MUSIC_FOLDER = 'music';

/** A copy of an upload on this instance's disk while it is read, with the SHA-256 of its bytes. */
export interface StagedAudio {
  /** With no extension yet: the format is known once the file is read (see `readAudioFile`). */
  path: string;
  contentHash: string;
  size: number;
}

/**
 * Copies an upload (from either storage) into the folder of files on their way to storage, hashing it on the way,
 * so its tags, format and waveform can be read from a file. A failed copy leaves nothing behind, and one a crash cut
 * short is swept with the other leftover writes.
 */
export async function stageAudio(dataDir: string, source: Readable): Promise<StagedAudio> {
  const folder = incomingFolder(dataDir);
  await mkdir(folder, { recursive: true });
  const path = join(folder, randomToken(18));
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, hashing, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, contentHash: hash.digest('hex'), size };
}
