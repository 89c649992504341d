import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Badge } from '../badge';
import { Button } from '../button';
import { MenuItem } from '../menu';
import type { DataTableColumn } from './column';
import { DataTable } from './DataTable';
import { DataTableFilterChips } from './DataTableFilterChips';
import { DataTableFilterMenu } from './DataTableFilterMenu';
import { DataTablePagination } from './DataTablePagination';
import { DataTableRoot } from './DataTableRoot';
import { DataTableRowActions } from './DataTableRowActions';
import { DataTableSearch } from './DataTableSearch';
import { DataTableSelectionBar } from './DataTableSelectionBar';
import { DataTableToolbar } from './DataTableToolbar';
import type { DataTableLabels } from './data-table-labels';
import { type DataTableFilter, type DataTableState, DEFAULT_DATA_TABLE_STATE } from './data-table-state';
import { isDateRange } from './describe-filter';
import type { DataTableFilterDefinition } from './filter-definitions';

/** A user as the stories show it. */
export interface StoryUser {
  id: number;
  name: string;
  email: string;
  status: 'active' | 'suspended';
  verified: boolean;
  plays: number;
  createdAt: string;
}

const FIRST = ['Ada', 'Ben', 'Chiara', 'Dmitri', 'Esi', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi'];
const LAST = ['Lovelace', 'Okafor', 'Rossi', 'Petrov', 'Mensah', 'Haddad', 'Hopper', 'Tanaka', 'Silva'];

/** `count` users, the same on every run; ids start at 1. */
export function generateStoryUsers(count: number): StoryUser[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${FIRST[(index * 5) % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`;
    return {
      id: index + 1,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}${index + 1}@example.com`,
      status: index % 6 === 5 ? 'suspended' : 'active',
      verified: index % 3 !== 0,
      plays: (index * 137) % 1000,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    };
  });
}

export const storyUsers = generateStoryUsers(42);

export const userFilters: DataTableFilterDefinition[] = [
  {
    type: 'select',
    key: 'status',
    label: 'Status',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'suspended', label: 'Suspended' },
    ],
  },
  {
    type: 'boolean',
    key: 'verified',
    label: 'Email confirmed',
    trueLabel: 'Confirmed',
    falseLabel: 'Not confirmed',
  },
  { type: 'number', key: 'plays', label: 'Plays', description: 'Tracks played', operators: ['>', '<', '='] },
  { type: 'dateRange', key: 'created_at', label: 'Date created' },
  {
    type: 'model',
    key: 'id',
    label: 'User',
    load: async (search) =>
      storyUsers
        .filter((user) => user.name.toLowerCase().includes(search.toLowerCase()))
        .slice(0, 8)
        .map((user) => ({ id: user.id, label: user.name, description: user.email })),
    loadOption: async (id) => {
      const user = storyUsers.find((candidate) => candidate.id === id);
      return user ? { id: user.id, label: user.name } : null;
    },
  },
];

const fields: Record<string, (user: StoryUser) => string | number | boolean> = {
  status: (user) => user.status,
  verified: (user) => user.verified,
  plays: (user) => user.plays,
  created_at: (user) => user.createdAt,
  id: (user) => user.id,
  email: (user) => user.email,
  name: (user) => user.name,
};

function matches(user: StoryUser, filter: DataTableFilter): boolean {
  const field = fields[filter.key]?.(user);
  if (field === undefined) return true;
  const { value } = filter;
  if (isDateRange(value)) return field >= value.start && field <= value.end;
  // Every story user has every field.
  if (value === null) return filter.operator === '!=';
  switch (filter.operator) {
    case '!=':
      return field !== value;
    case '>':
      return field > value;
    case '>=':
      return field >= value;
    case '<':
      return field < value;
    case '<=':
      return field <= value;
    default:
      return field === value;
  }
}

/** What a list endpoint would answer for `state`, computed in memory so the stories need no server. */
export function queryStoryUsers(users: readonly StoryUser[], state: DataTableState) {
  const query = state.query.trim().toLowerCase();
  let rows = users.filter(
    (user) =>
      (query === '' || `${user.name} ${user.email}`.toLowerCase().includes(query)) &&
      state.filters.every((filter) => matches(user, filter)),
  );
  const field = state.orderBy ? fields[state.orderBy] : undefined;
  if (field) {
    const direction = state.orderDir === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => (field(a) < field(b) ? -direction : field(a) > field(b) ? direction : 0));
  }
  const start = (state.page - 1) * state.perPage;
  return { rows: rows.slice(start, start + state.perPage), total: rows.length };
}

const columns: DataTableColumn<StoryUser>[] = [
  { id: 'name', header: 'User', isRowHeader: true, allowsSorting: true, cell: (user) => user.name },
  { id: 'email', header: 'Email', allowsSorting: true, cell: (user) => user.email },
  {
    id: 'status',
    header: 'Status',
    isKeyColumn: true,
    cell: (user) => (
      <Badge tone={user.status === 'active' ? 'positive' : 'danger'}>
        {user.status === 'active' ? 'Active' : 'Suspended'}
      </Badge>
    ),
  },
  { id: 'plays', header: 'Plays', align: 'end', allowsSorting: true, cell: (user) => user.plays },
  {
    id: 'created_at',
    header: 'Created',
    allowsSorting: true,
    cell: (user) => new Date(user.createdAt).toLocaleDateString('en-GB', { timeZone: 'UTC' }),
  },
];

interface UsersTableProps {
  initialState?: Partial<DataTableState>;
  /** Rows selected when the story opens. */
  initialSelection?: Key[];
  /** Words replacing the list's English ones. */
  labels?: Partial<DataTableLabels>;
  /** The users the in-memory "server" holds. */
  users?: readonly StoryUser[];
  isLoading?: boolean;
  hasError?: boolean;
  onStateChange?: (state: DataTableState) => void;
  onDelete?: (keys: Key[]) => void;
  onRetry?: () => void;
  onEdit?: (id: number) => void;
  onRowAction?: (key: Key) => void;
}

/** An admin users list as a page would build it from the kit's parts. */
export function UsersTable({
  initialState,
  initialSelection = [],
  labels,
  users = storyUsers,
  isLoading = false,
  hasError = false,
  onStateChange,
  onDelete,
  onRetry,
  onEdit,
  onRowAction,
}: UsersTableProps) {
  const [state, setState] = useState<DataTableState>({ ...DEFAULT_DATA_TABLE_STATE, ...initialState });
  const [all, setAll] = useState(users);
  const [selectedKeys, setSelectedKeys] = useState<Set<Key>>(() => new Set(initialSelection));
  const { rows, total } = queryStoryUsers(all, state);
  const withActions: DataTableColumn<StoryUser>[] = [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (user) => (
        <DataTableRowActions aria-label={`Actions for ${user.name}`}>
          <MenuItem onAction={() => onEdit?.(user.id)}>Edit</MenuItem>
          <MenuItem intent="danger">Suspend</MenuItem>
        </DataTableRowActions>
      ),
    },
  ];
  return (
    <div className="flex w-[min(64rem,calc(100vw-2rem))] flex-col gap-3">
      <h1 id="users-title" className="font-semibold text-xl">
        Users
      </h1>
      <DataTableRoot
        state={state}
        onStateChange={(next) => {
          setState(next);
          onStateChange?.(next);
        }}
        filterDefinitions={userFilters}
        selectedKeys={selectedKeys}
        onSelectionChange={setSelectedKeys}
        labels={{
          empty: 'No users yet',
          noMatch: 'No matching users',
          deleteTitle: (count) =>
            new Intl.PluralRules('en').select(count) === 'one' ? 'Delete 1 user?' : `Delete ${count} users?`,
          ...labels,
        }}
      >
        <DataTableToolbar>
          <DataTableSearch />
          <DataTableFilterMenu />
          <Button size="sm" className="ms-auto">
            Add user
          </Button>
        </DataTableToolbar>
        <DataTableFilterChips />
        <DataTableSelectionBar
          onDelete={async (keys) => {
            onDelete?.(keys);
            setAll((current) => current.filter((user) => !keys.includes(user.id)));
          }}
        />
        <DataTable
          aria-labelledby="users-title"
          columns={withActions}
          rows={hasError ? [] : rows}
          getRowKey={(user) => user.id}
          isLoading={isLoading}
          hasError={hasError}
          {...(onRetry ? { onRetry } : {})}
          {...(onRowAction ? { onRowAction } : {})}
          emptyAction={<Button size="sm">Add user</Button>}
        />
        <DataTablePagination total={total} />
      </DataTableRoot>
    </div>
  );
}
