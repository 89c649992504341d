import { useEffect, useRef, useState } from 'react';
import { SearchField } from '../search-field';
import { cn } from '../utils/cn';
import { useDataTable } from './data-table-context';
import { withQuery } from './data-table-state';
import { Debouncer, SEARCH_DEBOUNCE_MS } from './debounce';

export interface DataTableSearchProps {
  /**
   * The field's accessible name.
   * @default the labels' `search` ('Search')
   */
  'aria-label'?: string;
  /**
   * The placeholder.
   * @default the labels' `searchPlaceholder` ('Type to search…')
   */
  placeholder?: string;
  /** Extra classes for the field. */
  className?: string;
}

/**
 * The list's search field. Typing changes the state's `query` (and goes back to page 1) once typing pauses for
 * 300 ms; Enter applies it at once and Escape clears it. It follows the state when it changes elsewhere (the
 * browser's back button).
 */
export function DataTableSearch({ 'aria-label': ariaLabel, placeholder, className }: DataTableSearchProps) {
  const { state, update, labels } = useDataTable();
  const [text, setText] = useState(state.query);
  const committed = useRef(state.query);
  const debouncer = useRef<Debouncer<[string]>>(null);
  debouncer.current ??= new Debouncer((query: string) => {
    committed.current = query;
    update((current) => withQuery(current, query));
  }, SEARCH_DEBOUNCE_MS);

  useEffect(() => () => debouncer.current?.cancel(), []);
  useEffect(() => {
    if (state.query === committed.current) return;
    committed.current = state.query;
    debouncer.current?.cancel();
    setText(state.query);
  }, [state.query]);

  const change = (value: string) => {
    setText(value);
    if (value === committed.current) debouncer.current?.cancel();
    else debouncer.current?.schedule(value);
  };
  return (
    <SearchField
      aria-label={ariaLabel ?? labels.search}
      placeholder={placeholder ?? labels.searchPlaceholder}
      value={text}
      onChange={change}
      onSubmit={() => debouncer.current?.flush()}
      onClear={() => {
        change('');
        debouncer.current?.flush();
      }}
      size="sm"
      className={cn('w-full sm:w-64', className)}
    />
  );
}
