import { describe, expect, it } from 'vitest';
import { visibleColumns } from './column';

describe('key columns on small screens', () => {
  const columns = [{ id: 'name', isRowHeader: true }, { id: 'email' }, { id: 'status', isKeyColumn: true }];

  it('keeps only the row header and key columns at 768 px and below', () => {
    expect(visibleColumns(columns, true).map((c) => c.id)).toEqual(['name', 'status']);
    expect(visibleColumns(columns, false).map((c) => c.id)).toEqual(['name', 'email', 'status']);
  });
});
