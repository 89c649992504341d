import { uploadFingerprint } from './fingerprint';

/** A file picked for upload, as the engine describes it (doc 000 §3 "Uploaded file descriptor"). */
export interface UploadedFile {
  /** Unique in the queue; also the upload's id. */
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** The browser's type for the file; empty when it does not know. */
  mime: string;
  /** Lower-case extension without the dot; empty when the name has none. */
  extension: string;
  /** Milliseconds since the Unix epoch. */
  lastModified: number;
  /** The path inside a dropped or picked folder (`Album/01 Intro.mp3`); empty for a single file. */
  relativePath: string;
  /** Stable per file and user; keys the resume data. */
  fingerprint: string;
  /** The bytes, read only in slices. */
  native: Blob;
}

/** A `File`, or bytes with the details a `File` would carry. */
export type FileToUpload =
  | File
  | {
      blob: Blob;
      name: string;
      /** @default 0 */
      lastModified?: number;
      /** @default '' */
      relativePath?: string;
    };

function extensionOf(name: string): string {
  const dotAt = name.lastIndexOf('.');
  return dotAt > 0 && dotAt < name.length - 1 ? name.slice(dotAt + 1).toLowerCase() : '';
}

function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function detailsOf(source: FileToUpload): { native: Blob; lastModified: number; relativePath: string } {
  if ('blob' in source) {
    return {
      native: source.blob,
      lastModified: source.lastModified ?? 0,
      relativePath: source.relativePath ?? '',
    };
  }
  // Node's File has no webkitRelativePath.
  return { native: source, lastModified: source.lastModified, relativePath: source.webkitRelativePath ?? '' };
}

/** Describes a picked file for the queue; `userId` scopes its fingerprint. */
export function describeUploadedFile(source: FileToUpload, userId: string | number | null): UploadedFile {
  const { name } = source;
  const { native, lastModified, relativePath } = detailsOf(source);
  return {
    id: randomId(),
    name,
    size: native.size,
    mime: native.type,
    extension: extensionOf(name),
    lastModified,
    relativePath,
    fingerprint: uploadFingerprint({ name, size: native.size, lastModified, relativePath, userId }),
    native,
  };
}
