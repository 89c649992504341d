/**
 * The essence of a media type (RFC 9110 §8.3.1, WHATWG MIME Sniffing §4): its type and subtype lower-cased,
 * without parameters, so `image/svg+xml; charset=utf-8` is `image/svg+xml`.
 */
export function mediaTypeEssence(type: string): string {
  return (type.split(';', 1)[0] ?? '').trim().toLowerCase();
}

// Raster images a browser only decodes, never runs. SVG is left out on purpose: it is a document that runs scripts.
const SAFE_IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

const SAFE_AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  wav: 'audio/wav',
  flac: 'audio/flac',
  weba: 'audio/webm',
};

/** The safe image or audio type a file extension names, or `null` for any other extension. */
export function safeTypeOfExtension(extension: string | null | undefined): string | null {
  const key = extension?.trim().replace(/^\./, '').toLowerCase() ?? '';
  return SAFE_IMAGE_TYPES[key] ?? SAFE_AUDIO_TYPES[key] ?? null;
}

/**
 * Whether a type may be shown in the page: a raster image above, or any audio type (browsers only decode audio,
 * whatever its subtype). Everything else, SVG, HTML, scripts and unknown types, is downloaded.
 */
export function isSafeInlineType(type: string): boolean {
  const essence = mediaTypeEssence(type);
  return Object.values(SAFE_IMAGE_TYPES).includes(essence) || /^audio\/[a-z0-9.+-]+$/.test(essence);
}

/** The policy sent with every stored file: were it ever opened as a page, it could load nothing and run nothing. */
export const STORED_FILE_CSP = "default-src 'none'; sandbox";

/** What a stored file that is not shown in the page is sent as, so no browser treats it as a page or a script. */
export const DOWNLOAD_TYPE = 'application/octet-stream';
