/** What stands in for a secret in a mail preview. */
export const REDACTED = '[redacted]';

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;
// A path segment that names one reader: a token (16+ URL-safe characters) or a UUID such as an invitation's id.
const SECRET_SEGMENT = /^(?:[A-Za-z0-9_-]{16,}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})$/i;
// One-time codes (email verification, two-factor) are six digits standing alone.
const CODE_PATTERN = /(?<![\d\w])\d{6}(?![\d\w])/g;

/** A mail's text fit for a log reader, and how many secrets it held. */
export interface RedactedMail {
  text: string;
  redactions: number;
}

function redactUrl(raw: string): { url: string; changed: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { url: raw, changed: false };
  }
  let changed = false;
  const path = url.pathname
    .split('/')
    .map((segment) => {
      if (!SECRET_SEGMENT.test(segment)) return segment;
      changed = true;
      return REDACTED;
    })
    .join('/');
  // Every query value may carry the secret (`?inviteId=`, `?signature=`) or the reader's address: none is shown.
  const query = [...url.searchParams.keys()].map((key) => `${key}=${REDACTED}`).join('&');
  if (query) changed = true;
  return { url: `${url.origin}${path}${query ? `?${query}` : ''}`, changed };
}

/**
 * The mail's text with every secret a log reader could use replaced: links carrying tokens (password reset,
 * sign-in, invitations) lose their token and query values, and six-digit codes are hidden. What is left still
 * shows which mail it was and where its link led.
 */
export function redactMail(text: string): RedactedMail {
  let redactions = 0;
  const withoutLinks = text.replace(URL_PATTERN, (match) => {
    // A sentence's closing mark is not part of its link.
    const trailing = /[.,;:!?]+$/.exec(match)?.[0] ?? '';
    const { url, changed } = redactUrl(match.slice(0, match.length - trailing.length));
    if (changed) redactions++;
    return url + trailing;
  });
  const withoutCodes = withoutLinks.replace(CODE_PATTERN, () => {
    redactions++;
    return REDACTED;
  });
  return { text: withoutCodes, redactions };
}
