/** Values for the `:placeholder`s of a line, keyed without the colon (`{ email: 'jo****@example.com' }`). */
export type TransReplacements = Readonly<Record<string, string | number>>;

/**
 * The translation of `line` from `lines` (the bootstrap data's `i18n.lines`), or `line` itself when it has none,
 * with every `:name` placeholder replaced by its value. Longer names are replaced first, so `:name` never eats
 * the start of `:names`.
 */
export function trans(
  lines: Readonly<Record<string, string>>,
  line: string,
  replacements: TransReplacements = {},
): string {
  const translated = Object.hasOwn(lines, line) ? (lines[line] ?? line) : line;
  const names = Object.keys(replacements).sort((a, b) => b.length - a.length);
  if (names.length === 0) return translated;
  const pattern = new RegExp(`:(${names.map(escapeRegExp).join('|')})`, 'g');
  return translated.replace(pattern, (_, name: string) => String(replacements[name]));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
