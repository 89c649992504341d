import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../../security/tokens';

/** Where imported audio lives, relative to `DATA_DIR`: the catalogue's own copy, apart from the uploader's files. */
export const CATALOGUE_AUDIO_FOLDER = 'catalogue-audio';

/** A file copied under `DATA_DIR`, with the SHA-256 of its bytes. */
export interface StagedAudio {
  /** Relative to `DATA_DIR`, with no extension yet (see `readAudioFile`). */
  relativePath: string;
  absolutePath: string;
  contentHash: string;
  size: number;
}

/**
 * Copies an upload (from either storage driver) into the catalogue's folder, hashing it on the way, so the track
 * never depends on the uploader keeping their file. A failed copy leaves nothing behind.
 */
export async function stageAudio(dataDir: string, source: Readable): Promise<StagedAudio> {
  await mkdir(join(dataDir, CATALOGUE_AUDIO_FOLDER), { recursive: true });
  const relativePath = join(CATALOGUE_AUDIO_FOLDER, randomToken(18));
  const absolutePath = join(dataDir, relativePath);
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
    await pipeline(source, hashing, createWriteStream(absolutePath, { flags: 'wx' }));
  } catch (error) {
    await rm(absolutePath, { force: true });
    throw error;
  }
  return { relativePath, absolutePath, contentHash: hash.digest('hex'), size };
}
