import { hasMessageSyntax, type MessageForm } from '@tonearm/client/contract';
import { translateLine } from '@tonearm/client/rules';
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
  return translateLine(lines, line, replacements, language, (key, translated) =>
    Object.hasOwn(messages, key)
      ? messages[key]
      : hasMessageSyntax(translated)
        ? parsedLocally(translated)
        : undefined,
  );
}
