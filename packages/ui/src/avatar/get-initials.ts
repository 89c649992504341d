/**
 * The one or two letters that stand for a person when their picture is missing: the first letters of the first
 * and last words of the name, upper-cased ('Ada Lovelace' → 'AL', 'cher' → 'C'). An email address counts by its
 * local part. Letters outside the Basic Multilingual Plane are kept whole.
 */
export function getInitials(name: string): string {
  const words = (name.split('@')[0] ?? '')
    .split(/[\s._-]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letterOf = (word: string) => Array.from(word)[0] ?? '';
  return (letterOf(first) + (last ? letterOf(last) : '')).toLocaleUpperCase();
}
