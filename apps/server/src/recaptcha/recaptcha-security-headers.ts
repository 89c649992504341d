import type { Env } from '../config/env';
import { type SecurityHeaderOptions, securityHeaderOptions } from '../http/security-headers';

/**
 * The security headers' options, read from the environment the server reads now at every answer rather than once
 * at start: the reCAPTCHA panel's keys (saved on this instance, or on another and reloaded here) admit or refuse
 * reCAPTCHA's scripts from the next answer on.
 */
export function securityHeaderOptionsFollowing(
  env: Pick<Env, 'APP_URL' | 'RECAPTCHA_SECRET_KEY'>,
): SecurityHeaderOptions {
  return {
    get https() {
      return securityHeaderOptions(env).https;
    },
    get recaptcha() {
      return securityHeaderOptions(env).recaptcha;
    },
  };
}
