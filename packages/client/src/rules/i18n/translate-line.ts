import type { MessageForm } from '../../contract/message-form';
import { formatMessage, type MessageValues } from './format-message';

/** Where a line's parsed ICU form comes from: `undefined` when `text` (its translation) is shown as written. */
export type MessageFormOf = (line: string, text: string) => MessageForm | undefined;

/**
 * The translation of `line` from `lines`, or `line` itself when it has none, in `language`. A text with a parsed
 * form (`formOf`: ICU plurals and selects) is formatted from it; then every `:name` placeholder in its text is
 * replaced by its value, longer names first, so `:name` never eats the start of `:names`.
 */
export function translateLine(
  lines: Readonly<Record<string, string>>,
  line: string,
  values: MessageValues,
  language: string,
  formOf: MessageFormOf,
): string {
  const translated = Object.hasOwn(lines, line) ? (lines[line] ?? line) : line;
  const names = Object.keys(values).sort((a, b) => b.length - a.length);
  const pattern = names.length > 0 && new RegExp(`:(${names.map(escapeRegExp).join('|')})`, 'g');
  const placeholders = (text: string) =>
    pattern ? text.replace(pattern, (_, name: string) => String(values[name])) : text;
  const form = formOf(line, translated);
  return form ? formatMessage(form, language, values, placeholders) : placeholders(translated);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
