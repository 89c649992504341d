import type { RecaptchaSettings } from '@tonearm/client/contract';
import type { Recaptcha } from './load-recaptcha';

/** What the check talks to: the provider's script and `POST recaptcha/verify`. */
export interface HumanCheckPorts {
  load(siteKey: string): Promise<Recaptcha>;
  verify(token: string): Promise<boolean>;
}

/** Whether the operator turned the check on for `action` (`recaptcha.enable.{action}`). */
export function isHumanCheckEnabled(recaptcha: RecaptchaSettings | undefined, action: string): boolean {
  return recaptcha?.enable[action] === true;
}

/**
 * Runs the human-verification check for `action` (doc 000 §5): passes when the check is off; otherwise asks the
 * provider for a token and the server to verify it. A missing site key, an unreachable provider or a refused token
 * all fail the check.
 */
export async function verifyHuman(
  recaptcha: RecaptchaSettings | undefined,
  action: string,
  ports: HumanCheckPorts,
): Promise<boolean> {
  if (!isHumanCheckEnabled(recaptcha, action)) return true;
  const siteKey = recaptcha?.site_key;
  if (!siteKey) return false;
  try {
    const provider = await ports.load(siteKey);
    const token = await provider.execute(siteKey, { action });
    return token ? await ports.verify(token) : false;
  } catch {
    return false;
  }
}
