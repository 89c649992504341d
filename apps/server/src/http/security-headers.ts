import { createMiddleware } from 'hono/factory';
import { setAnswerHeader } from './answer-headers';

// The embed players of doc 001 §2 are made to be framed by other sites; everything else only by the site itself.
const EMBED_PATH = /^\/(track|album)\/.+\/embed\/?$/;

// reCAPTCHA's loader comes from google.com and loads its code from gstatic.com; its challenge frame is https.
const RECAPTCHA_SCRIPT_SOURCES = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Themes' fonts are served by the site itself (`/fonts/…`); no outside font service is admitted.
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "connect-src 'self' https:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export interface SecurityHeaderOptions {
  /** Whether the site is served over https (`APP_URL`): HSTS is only sent then. */
  https?: boolean;
  /** Whether reCAPTCHA has keys: its scripts are admitted only then. */
  recaptcha?: boolean;
  /**
   * The nonce of this page's inline scripts: the operator's custom HTML carries it, and no other inline script
   * runs. A new one for every page.
   */
  scriptNonce?: string;
}

/** The options the site's configuration gives: https from `APP_URL`, reCAPTCHA when it has a secret. */
export function securityHeaderOptions(env: {
  APP_URL?: string;
  RECAPTCHA_SECRET_KEY?: string;
}): SecurityHeaderOptions {
  return {
    https: env.APP_URL?.startsWith('https:') ?? false,
    recaptcha: env.RECAPTCHA_SECRET_KEY !== undefined,
  };
}

/**
 * The policy for a path: scripts from the site, from reCAPTCHA when it has keys, and inline ones only with the
 * page's nonce; framing is limited to the site except on embed routes.
 */
export function contentSecurityPolicy(path: string, options: SecurityHeaderOptions = {}): string {
  const nonce = options.scriptNonce ? ` 'nonce-${options.scriptNonce}'` : '';
  const scripts = `script-src 'self'${nonce}${options.recaptcha ? ` ${RECAPTCHA_SCRIPT_SOURCES}` : ''}`;
  const frameAncestors = EMBED_PATH.test(path) ? 'frame-ancestors *' : "frame-ancestors 'self'";
  return [CONTENT_SECURITY_POLICY[0], scripts, ...CONTENT_SECURITY_POLICY.slice(1), frameAncestors].join(
    '; ',
  );
}

/** A year, as preload lists ask; sent only when the site's public address is https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * nosniff, a referrer policy and the content security policy on every answer, and HSTS when `https` says the site
 * is served over https (`APP_URL`): over plain http it would lock browsers out.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  return createMiddleware(async (c, next) => {
    await next();
    if (options.https) setAnswerHeader(c, 'Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    setAnswerHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    // A page that set its own, stricter policy (the social popup's nonce) keeps it.
    if (!c.res.headers.has('Content-Security-Policy')) {
      setAnswerHeader(c, 'Content-Security-Policy', contentSecurityPolicy(c.req.path, options));
    }
    if (!EMBED_PATH.test(c.req.path)) setAnswerHeader(c, 'X-Frame-Options', 'SAMEORIGIN');
  });
}
