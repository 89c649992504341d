import { hasMessageSyntax } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { lineFormsFor, lineSyntaxError, sourceLineForms } from './line-forms';
import { isMailOnlyLine, SOURCE_LINES } from './source-lines';

describe('ICU line forms', () => {
  it('parses every line of the product written with ICU syntax', () => {
    const malformed = SOURCE_LINES.filter(hasMessageSyntax).filter(
      (line) => lineSyntaxError(line) !== undefined,
    );
    expect(malformed).toEqual([]);
    expect(Object.keys(sourceLineForms()).length).toBe(
      SOURCE_LINES.filter((line) => hasMessageSyntax(line) && !isMailOnlyLine(line)).length,
    );
  });

  it('leaves the lines only mails write out of the forms sent to the browser, translated or not', () => {
    const mailLine = SOURCE_LINES.find((line) => hasMessageSyntax(line) && isMailOnlyLine(line)) ?? '';
    expect(mailLine).not.toBe('');
    expect(sourceLineForms()).not.toHaveProperty([mailLine]);
    const forms = lineFormsFor({ id: -3, lines: { [mailLine]: '{minutes, plural, other {# minutes}}' } });
    expect(forms).not.toHaveProperty([mailLine]);
  });

  it('says why a line does not parse and where', () => {
    expect(lineSyntaxError('{n, plural, one {# a}}')).toBe('MISSING_OTHER_CLAUSE at character 22');
    expect(lineSyntaxError('Delete :count users?')).toBeUndefined();
  });

  it('gives the form of the text a visitor sees: translated ICU, else English, none for a plain translation', () => {
    const [english] = Object.keys(sourceLineForms());
    const forms = lineFormsFor({
      id: -1,
      lines: { 'Added key': '{n, select, a {A} other {B}}', ...(english ? { [english]: 'Plain' } : {}) },
    });
    expect(forms['Added key']).toEqual([{ arg: 'n', type: 'select', cases: { a: ['A'], other: ['B'] } }]);
    if (english) expect(forms).not.toHaveProperty([english]);
  });

  it('keeps the English form when a stored translation does not parse', () => {
    const [english = ''] = Object.keys(sourceLineForms());
    const forms = lineFormsFor({ id: -2, lines: { [english]: '{n, plural, one {x}}' } });
    expect(forms[english]).toEqual(sourceLineForms()[english]);
  });
});
