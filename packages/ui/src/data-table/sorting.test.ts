import { describe, expect, it } from 'vitest';
import { orderFor, sortDescriptorFor } from './sorting';

describe('sorting', () => {
  const columns = [
    { id: 'name', allowsSorting: true, sortKey: 'email' },
    { id: 'created_at', allowsSorting: true },
    { id: 'roles' },
  ];

  it('sends a column’s sort key, or its id', () => {
    expect(orderFor({ column: 'name', direction: 'ascending' }, columns)).toEqual({
      orderBy: 'email',
      orderDir: 'asc',
    });
    expect(orderFor({ column: 'created_at', direction: 'descending' }, columns)).toEqual({
      orderBy: 'created_at',
      orderDir: 'desc',
    });
  });

  it('shows the state’s sort on the column that sorts by it, and none for an unknown key', () => {
    expect(sortDescriptorFor({ orderBy: 'email', orderDir: 'desc' }, columns)).toEqual({
      column: 'name',
      direction: 'descending',
    });
    expect(sortDescriptorFor({ orderBy: 'roles', orderDir: 'asc' }, columns)).toBeUndefined();
    expect(sortDescriptorFor({}, columns)).toBeUndefined();
  });
});
