import type { MessageForm } from '@tonearm/client/contract';

/** Parses a line with ICU MessageFormat syntax into its form; throws on a malformed line. */
export type MessageParser = (text: string) => MessageForm;

let parser: MessageParser | undefined;
const forms = new Map<string, MessageForm | undefined>();

/**
 * Lets Storybook and tests, which have no server to parse lines into the bootstrap data's `i18n.messages`, parse
 * the ICU lines it lacks. The web app registers none: the server sends every form it needs.
 */
export function registerMessageParser(parse: MessageParser | undefined): void {
  parser = parse;
  forms.clear();
}

/**
 * The form of an ICU line the bootstrap data did not carry, from the registered parser; without one (or when the
 * line is malformed) `undefined`, so the line shows as written, with a warning while developing.
 */
export function parsedLocally(text: string): MessageForm | undefined {
  if (forms.has(text)) return forms.get(text);
  let form: MessageForm | undefined;
  try {
    form = parser?.(text);
  } catch (error) {
    if (import.meta.env.DEV) console.warn(`Malformed ICU line "${text}":`, error);
  }
  if (!form && !parser && import.meta.env.DEV) console.warn(`No parsed form for the ICU line "${text}".`);
  forms.set(text, form);
  return form;
}
