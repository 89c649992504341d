import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Busboy, { type BusboyFileStream } from '@fastify/busboy';
import { randomToken } from '../security/tokens';
import { LocalDisks, ObjectTooLargeError } from './local-disks';

/** The file of a plain upload, already on disk. */
export interface ReceivedFile {
  /** Where its bytes are, to be moved onto a disk (or removed). */
  path: string;
  name: string;
  type: string;
  size: number;
}

/** A plain upload's form: its text fields (first value of each) and its `file`, if one came. */
export interface ReceivedForm {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/** The form field that carries the file (doc 000 §7). */
const FILE_FIELD = 'file';
// Text fields are names, types and ids; nothing near the 1 MB busboy allows by default.
const FIELD_LIMITS = { fields: 50, fieldSize: 64 * 1024, files: 1 };

/** Where plain uploads land while their form is read, on the same file system as the disks so a rename moves them. */
export function incomingFolder(dataDir: string): string {
  return join(dataDir, 'incoming');
}

/**
 * Reads a multipart plain upload as it arrives, writing its file straight to `folder` (through a temporary file
 * renamed at the end) and never holding more of it than a stream buffer: the client puts the file before the
 * fields that say where it goes, so it cannot go to its disk yet. A file over `maxBytes` fails with
 * {@link ObjectTooLargeError}; a broken body fails and leaves nothing behind.
 */
export function receivePlainUpload(
  request: Request,
  folder: string,
  maxBytes: number,
): Promise<ReceivedForm> {
  const contentType = request.headers.get('content-type') ?? '';
  const fields: Record<string, string> = {};
  let written: Promise<ReceivedFile> | undefined;
  let openFile: BusboyFileStream | undefined;
  const source = request.body ? Readable.fromWeb(request.body as never) : Readable.from([]);

  const parsed = new Promise<void>((resolve, reject) => {
    const parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { ...FIELD_LIMITS, fileSize: maxBytes },
    });
    parser.on('field', (name: string, value: string) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on(
      'file',
      (name: string, stream: BusboyFileStream, filename: string, _encoding: string, mime: string) => {
        if (name !== FILE_FIELD || written !== undefined) {
          stream.resume();
          return;
        }
        openFile = stream;
        const path = join(folder, randomToken(18));
        written = LocalDisks.writeFile(path, stream).then(async ({ size }) => {
          openFile = undefined;
          if (stream.truncated) {
            await rm(path, { force: true });
            throw new ObjectTooLargeError(maxBytes);
          }
          return { path, name: filename, type: mime, size };
        });
        // Judged once the form is read; a rejection before then must not go unhandled.
        written.catch(() => undefined);
      },
    );
    parser.on('finish', () => resolve());
    parser.on('error', (error: unknown) => reject(error));
    source.on('error', (error) => {
      // A dropped connection ends the file's stream too, so its temporary file is removed.
      openFile?.destroy(error);
      reject(error);
    });
    source.pipe(parser);
  });

  return parsed.then(
    async () => ({ fields, file: written ? await written : null }),
    async (error: unknown) => {
      const file = await written?.catch(() => null);
      if (file) await rm(file.path, { force: true });
      throw error;
    },
  );
}
