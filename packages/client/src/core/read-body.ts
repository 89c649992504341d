import type { ResponseFormatProblem } from '../errors/response-format-error';

/** What a response body turned out to be. */
export type BodyReading =
  | { kind: 'empty' }
  | { kind: 'json'; value: unknown }
  | { kind: Exclude<ResponseFormatProblem, 'schema-mismatch'> };

/**
 * Parses a body once. JSON is recognised by parsing, whatever the content type says; what fails is told apart so
 * the error can say what came instead: an HTML page (a proxy's or a framework's error page), JSON cut short, or
 * something else.
 */
export function readBody(text: string, contentType: string | null): BodyReading {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    const type = contentType?.toLowerCase() ?? '';
    const start = text.trimStart()[0];
    if (type.includes('html') || start === '<') return { kind: 'html-page' };
    if (type.includes('json') || start === '{' || start === '[') return { kind: 'malformed-json' };
    return { kind: 'not-json' };
  }
}
