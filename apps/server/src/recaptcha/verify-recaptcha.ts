import * as z from 'zod';

/** Google's verification endpoint (https://developers.google.com/recaptcha/docs/verify). */
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 answers a score from 0 (a bot) to 1 (a human); Google suggests 0.5 as the line. */
export const MINIMUM_HUMAN_SCORE = 0.5;

// Google's answer; `score` and `action` only exist for v3 keys.
const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface RecaptchaCheck {
  secretKey: string;
  token: string;
  remoteIp: string | null;
  fetch: typeof fetch;
  /** @default SITEVERIFY_URL */
  verifyUrl?: string;
}

/**
 * Asks Google whether the token a browser produced belongs to a human. An unreachable or garbled Google counts as
 * "not verified": failing closed keeps bots out at the price of a retry for people.
 */
export async function verifyRecaptchaToken(check: RecaptchaCheck): Promise<boolean> {
  const form = new URLSearchParams({ secret: check.secretKey, response: check.token });
  if (check.remoteIp) form.set('remoteip', check.remoteIp);
  try {
    const response = await check.fetch(check.verifyUrl ?? SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const answer = siteverifyAnswerSchema.safeParse(await response.json());
    if (!answer.success || !answer.data.success) return false;
    return answer.data.score === undefined || answer.data.score >= MINIMUM_HUMAN_SCORE;
  } catch {
    return false;
  }
}
