/** What makes two selections of a file the same upload. */
export interface FingerprintParts {
  name: string;
  size: number;
  lastModified: number;
  relativePath: string;
  /** The uploader; `null` for a guest. */
  userId: string | number | null;
}

// cyrb53: a fast, well-mixed 53-bit string hash. Two seeds give 106 bits, plenty to tell one user's files apart.
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * A stable fingerprint of a file for one user: the same file picked again (after a reload) gets the same one, so its
 * upload resumes. Built from name, size, last modification, relative path and user; holds no readable file name.
 */
export function uploadFingerprint({
  name,
  size,
  lastModified,
  relativePath,
  userId,
}: FingerprintParts): string {
  const text = JSON.stringify([userId, relativePath, name, size, lastModified]);
  return `${cyrb53(text, 1)}${cyrb53(text, 2)}`;
}
