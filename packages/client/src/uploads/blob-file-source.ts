import type { FileSource } from './ports';

/** Slices the `Blob` or `File` itself: the browser reads the bytes from disk only as the request sends them. */
export const blobFileSource: FileSource = {
  slice: (file, start, end) => file.slice(start, end),
};
