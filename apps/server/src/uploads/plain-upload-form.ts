import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Busboy, { type BusboyFileStream } from '@fastify/busboy';
import { payloadTooLarge } from '../http/errors';
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

/** A multipart body on its way in. */
export interface IncomingForm {
  /** The request's `Content-Type`, with the boundary. */
  contentType: string;
  /** The request's body: on the server, the Node request itself (`uploadBody`), without Web streams between. */
  body: AsyncIterable<Uint8Array>;
}

/** How much a plain upload may carry. */
export interface PlainUploadLimits {
  /** The largest file: the site's upload limit. */
  fileBytes: number;
  /** The longest body: the server's upload limit and the envelope around it, as a declared length is held to. */
  bodyBytes: number;
}

/** The form field that carries the file (doc 000 §7). */
const FILE_FIELD = 'file';
// Text fields are names, types and ids; nothing near the 1 MB busboy allows by default.
const FIELD_LIMITS = { fields: 50, fieldSize: 64 * 1024, files: 1 };
/** Room for the multipart envelope and the metadata fields around a plain upload's file. */
export const FORM_ENVELOPE_BYTES = 64 * 1024;

/** Where plain uploads land while their form is read, on the same file system as the disks so a rename moves them. */
export function incomingFolder(dataDir: string): string {
  return join(dataDir, 'incoming');
}

/**
 * Reads a multipart plain upload as it arrives, writing its file straight to `folder` (through a temporary file
 * renamed at the end) and never holding more of it than a stream buffer: the client puts the file before the
 * fields that say where it goes, so it cannot go to its disk yet. The body is read only as fast as the file is
 * written.
 *
 * A file over its limit fails with {@link ObjectTooLargeError}. A body over its limit (one sent without a length:
 * the body limit refuses a declared one before) stops being read and fails with a 413. A broken body fails. None
 * leaves anything behind.
 */
export function receivePlainUpload(
  { contentType, body }: IncomingForm,
  folder: string,
  limits: PlainUploadLimits,
): Promise<ReceivedForm> {
  const fields: Record<string, string> = {};
  let written: Promise<ReceivedFile> | undefined;
  let openFile: BusboyFileStream | undefined;
  const source = body instanceof Readable ? body : Readable.from(body, { objectMode: false });

  const parsed = new Promise<void>((resolve, reject) => {
    const parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { ...FIELD_LIMITS, fileSize: limits.fileBytes },
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
        // The writer reads the stream only once its file is open; an error before then (a body cut or refused at
        // once) reaches it from the stream's state, and must not go unhandled meanwhile.
        stream.on('error', () => undefined);
        const path = join(folder, randomToken(18));
        written = LocalDisks.writeFile(path, stream).then(async ({ size }) => {
          openFile = undefined;
          if (stream.truncated) {
            await rm(path, { force: true });
            throw new ObjectTooLargeError(limits.fileBytes);
          }
          return { path, name: filename, type: mime, size };
        });
        // Judged once the form is read; a rejection before then must not go unhandled.
        written.catch(() => undefined);
      },
    );
    const fail = (error: Error) => {
      // Ending the file's stream removes its temporary file.
      openFile?.destroy(error);
      reject(error);
    };
    let received = 0;
    const onData = (chunk: Uint8Array) => {
      received += chunk.byteLength;
      if (received <= limits.bodyBytes) return;
      // The rest stays unread: the answer closes the connection.
      source.off('data', onData);
      source.unpipe(parser);
      source.pause();
      fail(payloadTooLarge());
    };
    parser.on('finish', () => resolve());
    parser.on('error', (error: unknown) => reject(error));
    source.on('error', fail);
    source.on('data', onData);
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
