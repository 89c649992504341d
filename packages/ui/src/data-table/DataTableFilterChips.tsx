import { useEffect, useRef } from 'react';
import { useDateFormatter } from 'react-aria';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../button';
import { Popover } from '../popover';
import { cn } from '../utils/cn';
import { CloseIcon } from '../utils/icons';
import { DataTableFilterEditor } from './DataTableFilterEditor';
import { modelLabelKey, useDataTable } from './data-table-context';
import { type DataTableFilter, withFilter, withoutFilter } from './data-table-state';
import { describeFilter } from './describe-filter';
import type { DataTableFilterDefinition } from './filter-definitions';

export interface DataTableFilterChipsProps {
  /** Extra classes for `[data-slot="data-table-filter-chips"]`. */
  className?: string;
}

/**
 * The active filters as chips ('Status is Active'): pressing a chip edits it in a popover, its × button removes
 * it, and "Clear filters" removes them all; each change goes back to page 1. After a removal, focus moves to the
 * next chip (or "Add filter"). Renders nothing while no filter is active. Styling hooks:
 * `[data-slot="data-table-filter-chips"]`, `[data-slot="data-table-filter-chip"]`.
 */
export function DataTableFilterChips({ className }: DataTableFilterChipsProps) {
  const { state, update, labels, addFilterRef } = useDataTable();
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  const count = state.filters.length;

  // Runs after the render that dropped the chip, whose button held focus.
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const chips = listRef.current?.querySelectorAll('li') ?? [];
    const next = chips[Math.min(index, chips.length - 1)]?.querySelector('button');
    (next ?? addFilterRef.current?.querySelector('button'))?.focus();
  });

  if (count === 0) return null;
  const remove = (key: string, index: number) => {
    focusAfterRemoval.current = index;
    update((current) => withoutFilter(current, key));
  };
  return (
    <div data-slot="data-table-filter-chips" className={cn('flex flex-wrap items-center gap-2', className)}>
      <ul
        ref={listRef}
        aria-label={labels.activeFilters}
        className="flex min-w-0 max-w-full flex-wrap items-center gap-2"
      >
        {state.filters.map((filter, index) => (
          <FilterChip key={filter.key} filter={filter} onRemove={() => remove(filter.key, index)} />
        ))}
      </ul>
      {count > 1 && (
        <Button
          variant="ghost"
          size="sm"
          onPress={() => {
            focusAfterRemoval.current = 0;
            update((current) => ({ ...current, filters: [], page: 1 }));
          }}
        >
          {labels.clearFilters}
        </Button>
      )}
    </div>
  );
}

function FilterChip({ filter, onRemove }: { filter: DataTableFilter; onRemove: () => void }) {
  const { filterDefinitions, labels, update } = useDataTable();
  const formatter = useDateFormatter({ dateStyle: 'medium' });
  const definition = filterDefinitions.find((d) => d.key === filter.key);
  const modelLabel = useModelLabel(definition, filter);
  const description = describeFilter(filter, definition, {
    labels,
    formatDate: (iso) => formatter.format(new Date(iso)),
    modelLabel,
  });
  return (
    <li
      data-slot="data-table-filter-chip"
      className="inline-flex min-w-0 max-w-full items-center rounded-2xl border border-control bg-background"
    >
      {definition ? (
        <DialogTrigger>
          <Button
            variant="ghost"
            size="sm"
            aria-label={labels.editFilter(description)}
            // Long descriptions wrap on narrow screens instead of running off them.
            className="h-auto! min-h-8 min-w-0 shrink! whitespace-normal! rounded-s-2xl! rounded-e-none! py-1 pe-1! text-start font-normal!"
          >
            {description}
          </Button>
          <Popover placement="bottom start">
            <DataTableFilterEditor
              definition={definition}
              filter={filter}
              onApply={(next) => update((current) => withFilter(current, next))}
            />
          </Popover>
        </DialogTrigger>
      ) : (
        <span className="ps-3 pe-1 text-sm">{description}</span>
      )}
      <Button
        variant="ghost"
        size="sm"
        isIconOnly
        aria-label={labels.removeFilter(description)}
        onPress={onRemove}
        className="rounded-full!"
      >
        <CloseIcon />
      </Button>
    </li>
  );
}

/** The name of a model filter's record: as it was picked, or loaded by id when the filter came from an address. */
function useModelLabel(definition: DataTableFilterDefinition | undefined, filter: DataTableFilter) {
  const { modelLabels, rememberModelLabel } = useDataTable();
  const id = typeof filter.value === 'string' || typeof filter.value === 'number' ? filter.value : null;
  const label = id === null ? undefined : modelLabels.get(modelLabelKey(filter.key, id));
  const loadOption = definition?.type === 'model' ? definition.loadOption : undefined;
  useEffect(() => {
    if (id === null || label !== undefined || !loadOption) return;
    const controller = new AbortController();
    loadOption(id, controller.signal).then(
      (option) => {
        if (option) rememberModelLabel(filter.key, id, option.label);
      },
      // The chip keeps showing the id when the name cannot be loaded.
      () => {},
    );
    return () => controller.abort();
  }, [id, label, loadOption, filter.key, rememberModelLabel]);
  return label;
}
