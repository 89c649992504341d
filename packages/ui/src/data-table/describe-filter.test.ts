import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_TABLE_LABELS } from './data-table-labels';
import { describeFilter } from './describe-filter';
import type { DataTableFilterDefinition } from './filter-definitions';

describe('filter chip descriptions', () => {
  const definitions: Record<string, DataTableFilterDefinition> = {
    status: {
      type: 'select',
      key: 'status',
      label: 'Status',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'suspended', label: 'Suspended' },
      ],
    },
    verified: { type: 'boolean', key: 'verified', label: 'Email confirmed', falseLabel: 'Not confirmed' },
    plays: { type: 'number', key: 'plays', label: 'Plays' },
    created: { type: 'dateRange', key: 'created_at', label: 'Date created' },
    user: { type: 'model', key: 'user_id', label: 'User', load: async () => [] },
  };
  const options = { labels: DEFAULT_DATA_TABLE_LABELS, formatDate: (iso: string) => iso.slice(0, 10) };

  it('names a select filter by its option’s label', () => {
    expect(
      describeFilter({ key: 'status', operator: '=', value: 'active' }, definitions.status, options),
    ).toBe('Status is Active');
  });

  it('names yes/no answers with the definition’s words, else Yes and No', () => {
    expect(
      describeFilter({ key: 'verified', operator: '=', value: false }, definitions.verified, options),
    ).toBe('Email confirmed is Not confirmed');
    expect(
      describeFilter({ key: 'verified', operator: '=', value: true }, definitions.verified, options),
    ).toBe('Email confirmed is Yes');
  });

  it('puts the comparison of a number filter in words', () => {
    expect(describeFilter({ key: 'plays', operator: '>=', value: 100 }, definitions.plays, options)).toBe(
      'Plays is at least 100',
    );
  });

  it('names both ends of a date range', () => {
    const value = { start: '2026-01-01T00:00:00.000Z', end: '2026-01-31T23:59:59.999Z' };
    expect(
      describeFilter({ key: 'created_at', operator: 'between', value }, definitions.created, options),
    ).toBe('Date created is between 2026-01-01 and 2026-01-31');
  });

  it('names a picked record by its name, or by its id until the name is known', () => {
    const filter = { key: 'user_id', operator: '=' as const, value: 7 };
    expect(describeFilter(filter, definitions.user, { ...options, modelLabel: 'Ada Lovelace' })).toBe(
      'User is Ada Lovelace',
    );
    expect(describeFilter(filter, definitions.user, options)).toBe('User is 7');
  });

  it('names an option whose value is "no value" by its label, and shows a dash without one', () => {
    const definition: DataTableFilterDefinition = {
      type: 'select',
      key: 'email_verified_at',
      label: 'Email',
      options: [{ value: null, label: 'Not confirmed' }],
    };
    expect(
      describeFilter({ key: 'email_verified_at', operator: '=', value: null }, definition, options),
    ).toBe('Email is Not confirmed');
    expect(describeFilter({ key: 'deleted_at', operator: '!=', value: null }, undefined, options)).toBe(
      'deleted_at is not —',
    );
  });

  it('describes a filter with no definition by its key', () => {
    expect(describeFilter({ key: 'legacy', operator: '!=', value: 'x' }, undefined, options)).toBe(
      'legacy is not x',
    );
  });
});
