// A scheme (`https:`, `blob:`) or a protocol-relative `//host` marks a URL the base URL must not touch.
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Whether `path` is an absolute URL (`https://cdn.example.com/a.mp3`, `//cdn.example.com/a.mp3`, `blob:…`). */
export function isAbsoluteUrl(path: string): boolean {
  return ABSOLUTE_URL.test(path);
}
