import { describe, expect, it } from 'vitest';
import type { MessageForm } from '../../contract/message-form';
import { formatMessage } from './format-message';

const users: MessageForm = [
  {
    arg: 'count',
    type: 'plural',
    cases: { '=0': ['No users'], one: ['Delete ', 0, ' user?'], other: ['Delete ', 0, ' users?'] },
  },
];

describe('formatMessage', () => {
  it('chooses the English plural case and writes # as a number of the language', () => {
    expect(formatMessage(users, 'en', { count: 1 })).toBe('Delete 1 user?');
    expect(formatMessage(users, 'en', { count: 1200 })).toBe('Delete 1,200 users?');
    expect(formatMessage(users, 'de', { count: 1200 })).toBe('Delete 1.200 users?');
  });

  it('prefers an exact =N case over the category', () => {
    expect(formatMessage(users, 'en', { count: 0 })).toBe('No users');
  });

  it("follows the language's plural categories", () => {
    const files: MessageForm = [
      {
        arg: 'n',
        type: 'plural',
        cases: { one: [0, ' plik'], few: [0, ' pliki'], many: [0, ' plików'], other: [0, ' pliku'] },
      },
    ];
    expect([1, 3, 5, 22, 1.5].map((n) => formatMessage(files, 'pl', { n }))).toEqual([
      '1 plik',
      '3 pliki',
      '5 plików',
      '22 pliki',
      '1,5 pliku',
    ]);
  });

  it('picks the category and # from the value less the offset, and =N from the value itself', () => {
    const others: MessageForm = [
      {
        arg: 'n',
        type: 'plural',
        offset: 1,
        cases: { '=1': ['Only you'], one: ['You and ', 0, ' other'], other: ['You and ', 0, ' others'] },
      },
    ];
    expect([1, 2, 3].map((n) => formatMessage(others, 'en', { n }))).toEqual([
      'Only you',
      'You and 1 other',
      'You and 2 others',
    ]);
  });

  it('writes ordinals with selectordinal', () => {
    const place: MessageForm = [
      {
        arg: 'n',
        type: 'selectordinal',
        cases: { one: [0, 'st'], two: [0, 'nd'], few: [0, 'rd'], other: [0, 'th'] },
      },
    ];
    expect([1, 2, 3, 4, 11, 21].map((n) => formatMessage(place, 'en', { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '21st',
    ]);
  });

  it('chooses a select case by value, else other, and keeps # of the surrounding plural inside it', () => {
    const form: MessageForm = [
      {
        arg: 'count',
        type: 'plural',
        cases: {
          other: [{ arg: 'kind', type: 'select', cases: { album: [0, ' albums'], other: [0, ' items'] } }],
        },
      },
    ];
    expect(formatMessage(form, 'en', { count: 4, kind: 'album' })).toBe('4 albums');
    expect(formatMessage(form, 'en', { count: 4, kind: 'track' })).toBe('4 items');
  });

  it('formats plain arguments as given and numbers by style', () => {
    const form: MessageForm = [
      { arg: 'who' },
      ': ',
      { arg: 'n', type: 'number' },
      ', ',
      { arg: 'p', type: 'number', style: 'percent' },
      ', ',
      { arg: 'i', type: 'number', style: 'integer' },
    ];
    expect(formatMessage(form, 'en', { who: 'Ada', n: 1234.5, p: 0.25, i: 2.7 })).toBe(
      'Ada: 1,234.5, 25%, 3',
    );
  });

  it('leaves an argument without a value as written', () => {
    expect(formatMessage(['Hi ', { arg: 'name' }], 'en', {})).toBe('Hi {name}');
  });

  it('reads a number given as a string', () => {
    expect(formatMessage(users, 'en', { count: '1' })).toBe('Delete 1 user?');
  });

  it('rewrites text pieces only, never an inserted value', () => {
    const form: MessageForm = [':who wrote ', { arg: 'title' }];
    const upper = (piece: string) => piece.replace(':who', 'Ada');
    expect(formatMessage(form, 'en', { title: ':who' }, upper)).toBe('Ada wrote :who');
  });

  it('falls back to other when a plural lacks the category', () => {
    const form: MessageForm = [{ arg: 'n', type: 'plural', cases: { other: [0, ' songs'] } }];
    expect(formatMessage(form, 'en', { n: 1 })).toBe('1 songs');
  });
});
