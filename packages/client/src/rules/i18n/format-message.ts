import type { MessageForm } from '../../contract/message-form';

// The server parses ICU lines and this walker formats them with the runtime's own Intl, instead of a library
// runtime (intl-messageformat is 12 kB gzip, 3.3 kB without its parser): the first visit has ~1.5 kB to spare.
// The browser and the server's mails share it, so a line reads the same on a screen and in a mail.

/** Values of a line's arguments and `:placeholder`s, keyed by name. */
export type MessageValues = Readonly<Record<string, string | number>>;

const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

function formatter<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  const found = formatters.get(key) ?? make();
  formatters.set(key, found);
  return found as T;
}

const numberIn = (language: string, value: number, style?: string) =>
  formatter(
    `n${language}:${style}`,
    () =>
      new Intl.NumberFormat(
        language,
        style === 'percent' ? { style: 'percent' } : style === 'integer' ? { maximumFractionDigits: 0 } : {},
      ),
  ).format(value);

/**
 * `form` written in `language`: a plural or ordinal takes its `=N` case, else its language's category for the
 * value less the offset, else `other`; a select takes the value's case, else `other`; `#` is the plural's number.
 * `text` rewrites each piece of text (the `:placeholder`s), never an inserted value. An argument without a value
 * stays as `{name}`.
 */
export function formatMessage(
  form: MessageForm,
  language: string,
  values: MessageValues,
  text: (piece: string) => string = (piece) => piece,
): string {
  const walk = (parts: MessageForm, pound?: number): string =>
    parts
      .map((part) => {
        if (typeof part === 'string') return text(part);
        if (part === 0) return pound === undefined ? '#' : numberIn(language, pound);
        const value = values[part.arg];
        if (value === undefined) return `{${part.arg}}`;
        const { type, cases = {} } = part;
        if (!type) return String(value);
        if (type === 'select') return walk(cases[value] ?? cases.other ?? [], pound);
        const number = Number(value);
        if (type === 'number') return numberIn(language, number, part.style);
        const shown = number - (part.offset ?? 0);
        const category = formatter(
          `${type}${language}`,
          () => new Intl.PluralRules(language, { type: type === 'plural' ? 'cardinal' : 'ordinal' }),
        ).select(shown);
        return walk(cases[`=${number}`] ?? cases[category] ?? cases.other ?? [], shown);
      })
      .join('');
  return walk(form);
}
