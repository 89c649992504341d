import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { hasMessageSyntax, messageFormSchema, messageParserFrom } from './message-form';

const formOf = messageParserFrom(parse);

describe('messageParserFrom', () => {
  it('keeps a plural with exact cases, its offset and # as a compact form', () => {
    expect(formOf('{count, plural, offset:1 =0 {None} one {# track} other {# tracks}}')).toEqual([
      {
        arg: 'count',
        type: 'plural',
        offset: 1,
        cases: { '=0': ['None'], one: [0, ' track'], other: [0, ' tracks'] },
      },
    ]);
  });

  it('writes selectordinal, select, number styles and plain arguments', () => {
    expect(
      formOf(
        '{n, selectordinal, one {#st} other {#th}} {g, select, female {her} other {their}} {p, number, percent} {v}',
      ),
    ).toEqual([
      { arg: 'n', type: 'selectordinal', cases: { one: [0, 'st'], other: [0, 'th'] } },
      ' ',
      { arg: 'g', type: 'select', cases: { female: ['her'], other: ['their'] } },
      ' ',
      { arg: 'p', type: 'number', style: 'percent' },
      ' ',
      { arg: 'v' },
    ]);
  });

  it('keeps tag-like text and :placeholders as text in one piece', () => {
    expect(formOf("Hello <b>:name</b>, it's {n, number}")).toEqual([
      "Hello <b>:name</b>, it's ",
      { arg: 'n', type: 'number' },
    ]);
  });
});

describe('messageFormSchema', () => {
  it('accepts what the converter writes', () => {
    const form = formOf('{count, plural, one {# line} other {{who} saved # lines}}');
    expect(messageFormSchema.parse(form)).toEqual(form);
  });

  it('refuses an argument of an unknown type or a case that is not a form', () => {
    expect(messageFormSchema.safeParse([{ arg: 'n', type: 'date' }]).success).toBe(false);
    expect(messageFormSchema.safeParse([{ arg: 'n', type: 'plural', cases: { one: 'x' } }]).success).toBe(
      false,
    );
    expect(messageFormSchema.safeParse([1]).success).toBe(false);
  });
});

describe('hasMessageSyntax', () => {
  it('tells a line with braces from a plain one', () => {
    expect(hasMessageSyntax('{count, plural, other {# users}}')).toBe(true);
    expect(hasMessageSyntax('Delete :count users?')).toBe(false);
  });
});
