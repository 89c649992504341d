import { createContext, type RefObject, useContext } from 'react';
import type { Key } from 'react-aria-components';
import type { DataTableLabels } from './data-table-labels';
import type { DataTableState } from './data-table-state';
import type { DataTableFilterDefinition } from './filter-definitions';

/** What the parts of one data table share through `DataTableRoot`. */
export interface DataTableContextValue {
  /** The list's state as the page passed it. */
  state: DataTableState;
  /** Applies a change to the latest state (safe from timers, where `state` may be stale). */
  update: (change: (state: DataTableState) => DataTableState) => void;
  /** The words, English where the page passed none. */
  labels: DataTableLabels;
  /** The filters the user can add. */
  filterDefinitions: readonly DataTableFilterDefinition[];
  /** The selected rows' keys. */
  selectedKeys: ReadonlySet<Key>;
  /** Replaces the selection. */
  setSelectedKeys: (keys: Set<Key>) => void;
  /** The grid, to take focus back when the control holding it goes away. */
  tableRef: RefObject<HTMLTableElement | null>;
  /** The element around the "Add filter" button, to take focus when the last chip is removed. */
  addFilterRef: RefObject<HTMLSpanElement | null>;
  /** Names of model filter records, by filter key and record id, as they were picked or loaded. */
  modelLabels: ReadonlyMap<string, string>;
  /** Remembers the name of a model filter's record for its chip. */
  rememberModelLabel: (key: string, id: string | number, label: string) => void;
}

export const DataTableContext = createContext<DataTableContextValue | null>(null);

/** The shared state of the surrounding `DataTableRoot`. */
export function useDataTable(): DataTableContextValue {
  const value = useContext(DataTableContext);
  if (!value) throw new Error('Data table parts must be placed inside a <DataTableRoot>.');
  return value;
}

/** The key under which a model record's name is remembered. */
export function modelLabelKey(filterKey: string, id: string | number): string {
  return `${filterKey}\u0000${String(id)}`;
}
