import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { DataTableContext, type DataTableContextValue, modelLabelKey } from './data-table-context';
import { type DataTableLabels, DEFAULT_DATA_TABLE_LABELS } from './data-table-labels';
import type { DataTableState } from './data-table-state';
import type { DataTableFilterDefinition } from './filter-definitions';

export interface DataTableRootProps {
  /** The page, page size, search, sort and filters the list shows: keep it in the page's URL to make it linkable. */
  state: DataTableState;
  /** Called with the whole new state when a part changes it (search, sort, filters, page, page size). */
  onStateChange: (state: DataTableState) => void;
  /**
   * The filters the user can add, shown in the "Add filter" menu and used to describe the chips.
   * @default []
   */
  filterDefinitions?: readonly DataTableFilterDefinition[];
  /** The selected row keys, when you control the selection. */
  selectedKeys?: ReadonlySet<Key>;
  /** Called with the new selection. */
  onSelectionChange?: (keys: Set<Key>) => void;
  /**
   * The parts' words, to translate; missing ones are English.
   * @default DEFAULT_DATA_TABLE_LABELS
   */
  labels?: Partial<DataTableLabels>;
  /** The toolbar, the filter chips, the selection bar, the table and the pagination, in any layout. */
  children: ReactNode;
}

/**
 * Holds one list's state for the data table parts inside it: `DataTableToolbar` with `DataTableSearch` and
 * `DataTableFilterMenu`, `DataTableFilterChips`, `DataTableSelectionBar`, `DataTable` and `DataTablePagination`.
 * Renders no element of its own.
 */
export function DataTableRoot({
  state,
  onStateChange,
  filterDefinitions = [],
  selectedKeys: controlledKeys,
  onSelectionChange,
  labels,
  children,
}: DataTableRootProps) {
  const stateRef = useRef(state);
  stateRef.current = state;
  const onStateChangeRef = useRef(onStateChange);
  onStateChangeRef.current = onStateChange;
  const update = useCallback((change: (state: DataTableState) => DataTableState) => {
    const next = change(stateRef.current);
    stateRef.current = next;
    onStateChangeRef.current(next);
  }, []);

  const [ownKeys, setOwnKeys] = useState<ReadonlySet<Key>>(() => new Set());
  const selectedKeys = controlledKeys ?? ownKeys;
  const setSelectedKeys = useCallback(
    (keys: Set<Key>) => {
      if (controlledKeys === undefined) setOwnKeys(keys);
      onSelectionChange?.(keys);
    },
    [controlledKeys, onSelectionChange],
  );

  const [modelLabels, setModelLabels] = useState<ReadonlyMap<string, string>>(() => new Map());
  const rememberModelLabel = useCallback((key: string, id: string | number, label: string) => {
    setModelLabels((current) => {
      const mapKey = modelLabelKey(key, id);
      if (current.get(mapKey) === label) return current;
      return new Map(current).set(mapKey, label);
    });
  }, []);

  const tableRef = useRef<HTMLTableElement>(null);
  const addFilterRef = useRef<HTMLSpanElement>(null);
  const mergedLabels = useMemo(() => ({ ...DEFAULT_DATA_TABLE_LABELS, ...labels }), [labels]);
  const value = useMemo<DataTableContextValue>(
    () => ({
      state,
      update,
      labels: mergedLabels,
      filterDefinitions,
      selectedKeys,
      setSelectedKeys,
      tableRef,
      addFilterRef,
      modelLabels,
      rememberModelLabel,
    }),
    [
      state,
      update,
      mergedLabels,
      filterDefinitions,
      selectedKeys,
      setSelectedKeys,
      modelLabels,
      rememberModelLabel,
    ],
  );
  return <DataTableContext.Provider value={value}>{children}</DataTableContext.Provider>;
}
