import { hasMessageSyntax, type MessageForm } from '@tonearm/client/contract';
import { formatMessage } from './format-message';
import { parsedLocally } from './message-parser';

/** Values for a line's `:placeholder`s and ICU arguments, keyed by name (`{ email: 'jo****@example.com' }`). */
export type TransReplacements = Readonly<Record<string, string | number>>;

/** What a line with ICU syntax needs besides its text. */
export interface TransMessages {
  /** Parsed forms of the ICU lines by source line (the bootstrap data's `i18n.messages`). */
  messages?: Readonly<Record<string, MessageForm>> | undefined;
  /** The language plural categories and numbers follow (`i18n.language`). @default 'en' */
  language?: string | undefined;
}

/**
 * The translation of `line` from `lines` (the bootstrap data's `i18n.lines`), or `line` itself when it has none.
 * A line with ICU MessageFormat syntax (`{count, plural, one {# user} other {# users}}`) is formatted from its
 * parsed form; then every `:name` placeholder in its text is replaced by its value, longer names first, so
 * `:name` never eats the start of `:names`.
 */
export function trans(
  lines: Readonly<Record<string, string>>,
  line: string,
  replacements: TransReplacements = {},
  { messages = {}, language = 'en' }: TransMessages = {},
): string {
  const translated = Object.hasOwn(lines, line) ? (lines[line] ?? line) : line;
  const names = Object.keys(replacements).sort((a, b) => b.length - a.length);
  const pattern = names.length > 0 && new RegExp(`:(${names.map(escapeRegExp).join('|')})`, 'g');
  const placeholders = (text: string) =>
    pattern ? text.replace(pattern, (_, name: string) => String(replacements[name])) : text;
  const form = Object.hasOwn(messages, line)
    ? messages[line]
    : hasMessageSyntax(translated)
      ? parsedLocally(translated)
      : undefined;
  return form ? formatMessage(form, language, replacements, placeholders) : placeholders(translated);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
