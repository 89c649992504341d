import type { Env } from '../config/env';
import type { Mailer } from '../mail/mailer';

/**
 * A mailer that follows the SMTP server and sender the server reads now (`MAIL_URL`, `MAIL_FROM`, which the
 * outgoing email panel can set): a new transport is made the first time a mail goes out after either changes.
 */
export function mailerFollowingConfig(
  env: Env,
  make: (mailUrl: string | undefined, from: string) => Mailer,
): Mailer {
  let current: { key: string; mailer: Mailer } | null = null;
  return {
    send(message) {
      const key = `${env.MAIL_URL ?? ''}\n${env.MAIL_FROM}`;
      if (current?.key !== key) current = { key, mailer: make(env.MAIL_URL, env.MAIL_FROM) };
      return current.mailer.send(message);
    },
  };
}
