import * as z from 'zod/mini';

/**
 * A translated line with ICU MessageFormat syntax (`{count, plural, one {# track} other {# tracks}}`), parsed on
 * the server and sent in the bootstrap data's `i18n.messages`: its text pieces and arguments in order.
 *
 * - a string is text, its `:name` placeholders still in it;
 * - `0` is a plural case's `#`: the plural's number less its offset, formatted;
 * - an object is an argument (`{name}`, `{n, number}`, `{n, plural, …}`, `{n, selectordinal, …}`,
 *   `{g, select, …}`).
 */
export type MessageForm = MessagePart[];
export type MessagePart = string | 0 | MessageArgument;

/** One `{…}` of a line. */
export interface MessageArgument {
  /** The value's name: `count` in `{count, plural, …}`. */
  arg: string;
  /** How the value is shown; absent for a plain `{name}`, shown as it is. */
  type?: 'number' | 'plural' | 'selectordinal' | 'select' | undefined;
  /** A number's style: `integer` or `percent`; any other shows the number as the language writes it. */
  style?: string | undefined;
  /** A plural's offset: `#` and the plural category use the value less it, `=N` cases the value itself. */
  offset?: number | undefined;
  /** The cases of a plural, ordinal or select, by selector (`=0`, `one`, `other`, `female`). */
  cases?: Record<string, MessageForm> | undefined;
}

const argumentSchema = z.object({
  arg: z.string(),
  type: z.optional(z.enum(['number', 'plural', 'selectordinal', 'select'])),
  style: z.optional(z.string()),
  offset: z.optional(z.number()),
  get cases() {
    return z.optional(z.record(z.string(), messageFormSchema));
  },
});

/** Validates a parsed line (see {@link MessageForm}). */
export const messageFormSchema: z.ZodMiniType<MessageForm> = z.array(
  z.union([z.string(), z.literal(0), argumentSchema]),
);

/**
 * The shape of a FormatJS (`@formatjs/icu-messageformat-parser`) element, as far as {@link messageFormFromAst}
 * reads it: the contract names the shape rather than depending on the parser, which only the server and the
 * tools load.
 */
export interface IcuAstElement {
  type: number;
  value?: string;
  style?: unknown;
  offset?: number;
  pluralType?: 'cardinal' | 'ordinal';
  options?: Record<string, { value: IcuAstElement[] }>;
  children?: IcuAstElement[];
}

// FormatJS's element types (its `TYPE` enum).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

/**
 * The compact form of a FormatJS parse (`parse(text, { ignoreTag: true })`). Dates and times have no format in
 * the interface's lines: they are shown as given, like a plain `{name}`.
 */
export function messageFormFromAst(elements: readonly IcuAstElement[]): MessageForm {
  const form: MessageForm = [];
  const push = (part: MessagePart) => {
    const last = form.length - 1;
    if (typeof part === 'string' && typeof form[last] === 'string') form[last] += part;
    else form.push(part);
  };
  const cases = (element: IcuAstElement) =>
    Object.fromEntries(
      Object.entries(element.options ?? {}).map(([key, option]) => [key, messageFormFromAst(option.value)]),
    );
  for (const element of elements) {
    const arg = element.value ?? '';
    switch (element.type) {
      case LITERAL:
        push(arg);
        break;
      case ARGUMENT:
      case DATE:
      case TIME:
        push({ arg });
        break;
      case NUMBER:
        push(
          typeof element.style === 'string'
            ? { arg, type: 'number', style: element.style }
            : { arg, type: 'number' },
        );
        break;
      case SELECT:
        push({ arg, type: 'select', cases: cases(element) });
        break;
      case PLURAL:
        push({
          arg,
          type: element.pluralType === 'ordinal' ? 'selectordinal' : 'plural',
          ...(element.offset ? { offset: element.offset } : {}),
          cases: cases(element),
        });
        break;
      case POUND:
        push(0);
        break;
      case TAG:
        // Parsed with `ignoreTag`, tags stay text; kept as text here too should a caller parse them.
        push(`<${arg}>`);
        for (const part of messageFormFromAst(element.children ?? [])) push(part);
        push(`</${arg}>`);
        break;
      default:
        throw new Error(`Unknown ICU element type ${element.type}.`);
    }
  }
  return form;
}

/** Whether a line uses ICU MessageFormat syntax, so needs parsing before it is shown. */
export const hasMessageSyntax = (text: string): boolean => /[{}]/.test(text);

/**
 * A line parser from FormatJS's `parse` (`@formatjs/icu-messageformat-parser`), giving compact forms: tags stay
 * text, since lines carry none of their own and `<` is ordinary text in them. Throws on a malformed line.
 */
export const messageParserFrom =
  (parse: (text: string, options: { ignoreTag: boolean }) => readonly IcuAstElement[]) =>
  (text: string): MessageForm =>
    messageFormFromAst(parse(text, { ignoreTag: true }));
