import { describe, expect, it } from 'vitest';
import { issuePaths } from './fixtures/issue-paths';
import { VALUE_LIST_NAMES, valueListsSchema } from './value-lists';

const valueListsJson = {
  timezones: {
    Europe: [
      { value: 'Europe/London', text: '(UTC+00:00) London' },
      { value: 'Europe/Paris', text: '(UTC+01:00) Paris' },
    ],
    America: [{ value: 'America/New_York', text: '(UTC-05:00) New York' }],
  },
  countries: [
    { code: 'gb', name: 'United Kingdom' },
    { code: 'fr', name: 'France' },
  ],
  localizations: [{ id: 1, language: 'en', name: 'English' }],
};

describe('valueListsSchema', () => {
  it('accepts timezones grouped by region, countries and localizations', () => {
    const lists = valueListsSchema.parse(valueListsJson);
    expect(Object.keys(lists.timezones)).toEqual(['Europe', 'America']);
    expect(lists.countries[1]).toEqual({ code: 'fr', name: 'France' });
    expect(lists.localizations).toEqual([{ language: 'en', name: 'English' }]);
  });

  it('rejects timezones sent as a flat list', () => {
    const flat = { ...valueListsJson, timezones: [{ value: 'Europe/London', text: 'London' }] };
    expect(issuePaths(valueListsSchema, flat)).toEqual(['timezones']);
  });

  it('rejects a country without its code', () => {
    expect(issuePaths(valueListsSchema, { ...valueListsJson, countries: [{ name: 'France' }] })).toEqual([
      'countries.0.code',
    ]);
  });

  it('names every list it describes', () => {
    expect([...VALUE_LIST_NAMES].sort()).toEqual(Object.keys(valueListsSchema.shape).sort());
  });
});
