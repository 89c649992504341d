import { SEO_VARIABLE_PATTERN } from '@tonearm/client/contract';

/** The values a page's templates are filled with, by variable name; a missing or empty field gives nothing. */
export type SeoVariables = Readonly<Record<string, string | null | undefined>>;

// Separators a missing field leaves dangling at either end: "Search results for  - Tonearm" keeps its middle.
const DANGLING_SEPARATORS = /^[\s\-–—|:·,]+|[\s\-–—|:·,]+$/g;

/**
 * Fills a title or description template: each `{{name}}` becomes the field's plain text (escaping is the job of
 * whoever writes it into HTML), an unknown or missing field becomes nothing, whitespace runs collapse and
 * separators left at either end are dropped.
 */
export function renderSeoTemplate(template: string, variables: SeoVariables): string {
  return template
    .replace(SEO_VARIABLE_PATTERN, (_, name: string) => variables[name] ?? '')
    .replace(/\s+/g, ' ')
    .replace(DANGLING_SEPARATORS, '');
}

/** Longest description written into a page; search engines show about 160 characters. */
export const SEO_DESCRIPTION_MAX_LENGTH = 300;

/** Clips text at a word boundary with an ellipsis, so a long biography does not become a page's whole head. */
export function clipDescription(text: string, max = SEO_DESCRIPTION_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
