import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';
import type { Context } from 'hono';
import { DOWNLOAD_TYPE, isSafeInlineType, STORED_FILE_CSP } from './media-types';

/** A byte range of a file, both ends included, as `Range` and `Content-Range` count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header for a file of `size` bytes (RFC 9110 §14): `undefined` for no header or a form other than
 * one `bytes=` range (served whole, as the RFC allows), `'unsatisfiable'` when no byte of it exists.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** How a stored file is answered. */
export interface ServedFile {
  size: number;
  type: string;
  /** Opens the bytes, all of them or one range. */
  open(range?: ByteRange): Readable;
  /** The name a download is saved under; without one the disposition names no file. */
  downloadName?: string;
  cacheControl?: string;
}

// Audio and raster images play or show in the page; anything else (HTML, SVG, scripts) is downloaded, never rendered.
function dispositionType(type: string): 'inline' | 'attachment' {
  return isSafeInlineType(type) ? 'inline' : 'attachment';
}

function contentDisposition(type: string, name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${dispositionType(type)}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Answers GET or HEAD for a stored file with `Accept-Ranges`, 206 for a range and 416 for one past the end. Only
 * safe image and audio types are inline; every answer carries a sandboxing policy.
 */
export function serveFile(c: Context, file: ServedFile): Response {
  const headers: Record<string, string> = {
    // A download goes as bytes: a script or stylesheet tag pointing at it is refused under nosniff.
    'Content-Type': isSafeInlineType(file.type) ? file.type : DOWNLOAD_TYPE,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    // Should a browser ever open it as a page, it runs with no origin and loads nothing.
    'Content-Security-Policy': STORED_FILE_CSP,
  };
  if (file.cacheControl) headers['Cache-Control'] = file.cacheControl;
  headers['Content-Disposition'] =
    file.downloadName === undefined
      ? dispositionType(file.type)
      : contentDisposition(file.type, file.downloadName);
  const range = parseRange(c.req.header('range'), file.size);
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
  }
  const status = range ? 206 : 200;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
  headers['Content-Length'] = String(range ? range.end - range.start + 1 : file.size);
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  const stream = NodeReadable.toWeb(file.open(range)) as ReadableStream<Uint8Array>;
  return c.body(stream, status, headers);
}
