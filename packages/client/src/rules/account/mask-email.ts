/** Shown in place of an address that is not known (doc 000 §2). */
export const UNKNOWN_EMAIL_MASK = '********';

/**
 * Masks an address for the verification screen: the first two characters of the local part, then `****`, then
 * the domain (`jo****@example.com`). An empty or malformed address gives {@link UNKNOWN_EMAIL_MASK}.
 */
export function maskEmail(email: string | null | undefined): string {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 1 || at === email.length - 1) return UNKNOWN_EMAIL_MASK;
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}
