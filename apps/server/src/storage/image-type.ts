/** Image formats accepted for uploads, recognised by their first bytes rather than the name or claimed type. */
const SIGNATURES: { extension: string; mime: string; matches(bytes: Uint8Array): boolean }[] = [
  {
    extension: 'png',
    mime: 'image/png',
    matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  { extension: 'jpg', mime: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extension: 'gif', mime: 'image/gif', matches: (b) => ascii(b, 0, 4) === 'GIF8' },
  {
    extension: 'webp',
    mime: 'image/webp',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  { extension: 'avif', mime: 'image/avif', matches: (b) => ascii(b, 4, 12) === 'ftypavif' },
];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The raster image type of `bytes`, or `null`. SVG is refused on purpose: it can carry scripts, and avatars are
 * served from the site's own origin.
 */
export function detectImageType(bytes: Uint8Array): { extension: string; mime: string } | null {
  const match = SIGNATURES.find((signature) => signature.matches(bytes));
  return match ? { extension: match.extension, mime: match.mime } : null;
}
