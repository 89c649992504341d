import { parse } from '@formatjs/icu-messageformat-parser';
import { hasMessageSyntax, type MessageForm, messageParserFrom } from '@tonearm/client/contract';
import { isMailOnlyLine, SOURCE_LINES } from './source-lines';

/** Parses a line with ICU MessageFormat syntax into the form the bootstrap data carries; throws when malformed. */
export const parseLine = messageParserFrom(parse);

/**
 * Why `text` is not a valid ICU line (the parser's message and where it stopped), or `undefined` when it is one or
 * has no ICU syntax at all.
 */
export function lineSyntaxError(text: string): string | undefined {
  if (!hasMessageSyntax(text)) return undefined;
  try {
    parseLine(text);
    return undefined;
  } catch (error) {
    const column = (error as { location?: { start?: { column?: number } } }).location?.start?.column;
    const message = error instanceof Error ? error.message : String(error);
    return column === undefined ? message : `${message} at character ${column}`;
  }
}

const parsedOrUndefined = (text: string): MessageForm | undefined => {
  try {
    return parseLine(text);
  } catch {
    // Saving refuses malformed lines; one stored before that rule shows as written.
    return undefined;
  }
};

let sourceForms: Readonly<Record<string, MessageForm>> | undefined;

/**
 * The forms of the interface's English lines with ICU syntax, parsed once; the mails' own lines are formatted on
 * the server, so no visitor's bootstrap data carries them.
 */
export function sourceLineForms(): Readonly<Record<string, MessageForm>> {
  sourceForms ??= Object.fromEntries(
    SOURCE_LINES.filter((line) => hasMessageSyntax(line) && !isMailOnlyLine(line)).flatMap((line) => {
      const form = parsedOrUndefined(line);
      return form ? [[line, form]] : [];
    }),
  );
  return sourceForms;
}

// Per localization, the forms of its ICU texts as last served: a request parses only texts saved since.
const formsByLocalization = new Map<number, Map<string, MessageForm | undefined>>();

/**
 * The bootstrap data's `i18n.messages` for a localization: by line, the form of the text a visitor sees (its
 * translation, else the English line) wherever that text has ICU syntax. A malformed stored translation keeps the
 * English form, so the plural still shows.
 */
export function lineFormsFor(localization: {
  id: number;
  lines: Readonly<Record<string, string>>;
}): Record<string, MessageForm> {
  const known = formsByLocalization.get(localization.id);
  const seen = new Map<string, MessageForm | undefined>();
  const forms: Record<string, MessageForm> = { ...sourceLineForms() };
  for (const [line, text] of Object.entries(localization.lines)) {
    if (isMailOnlyLine(line)) continue;
    if (!hasMessageSyntax(text)) {
      delete forms[line];
      continue;
    }
    const form = known?.has(text) ? known.get(text) : parsedOrUndefined(text);
    seen.set(text, form);
    if (form) forms[line] = form;
  }
  formsByLocalization.set(localization.id, seen);
  return forms;
}
