import { useState } from 'react';
import { Button } from '../button';
import { Menu, MenuItem, MenuTrigger } from '../menu';
import { Popover } from '../popover';
import { DataTableFilterEditor } from './DataTableFilterEditor';
import { useDataTable } from './data-table-context';
import { withFilter } from './data-table-state';
import type { DataTableFilterDefinition } from './filter-definitions';
import { FilterIcon } from './icons';

export interface DataTableFilterMenuProps {
  /** Extra classes for the "Add filter" button. */
  className?: string;
}

/**
 * The "Add filter" button: a menu of the root's `filterDefinitions`; picking one opens its editor in a popover
 * (a modal at 768 px wide or less), and applying it adds the filter as a chip and goes back to page 1. Picking a
 * filter already in use edits it. Renders nothing when the root has no filter definitions.
 */
export function DataTableFilterMenu({ className }: DataTableFilterMenuProps) {
  const { filterDefinitions, labels, state, update, addFilterRef } = useDataTable();
  const [editing, setEditing] = useState<DataTableFilterDefinition | null>(null);
  // The editor opened from a menu item that no longer exists, so React Aria has nowhere to return focus to.
  const closeEditor = () => {
    setEditing(null);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) addFilterRef.current?.querySelector('button')?.focus();
      }),
    );
  };
  if (filterDefinitions.length === 0) return null;
  return (
    <>
      <MenuTrigger>
        {/* The span anchors the editor's popover and lets the chips return focus here. */}
        <span ref={addFilterRef} data-slot="data-table-add-filter" className="inline-flex">
          <Button variant="outline" size="sm" className={className}>
            <FilterIcon className="size-4" />
            {labels.addFilter}
          </Button>
        </span>
        <Menu
          items={filterDefinitions}
          onAction={(key) => setEditing(filterDefinitions.find((d) => d.key === key) ?? null)}
        >
          {(definition) => (
            <MenuItem id={definition.key} description={definition.description}>
              {definition.label}
            </MenuItem>
          )}
        </Menu>
      </MenuTrigger>
      <Popover
        triggerRef={addFilterRef}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) closeEditor();
        }}
        placement="bottom start"
      >
        {editing && (
          <DataTableFilterEditor
            definition={editing}
            filter={state.filters.find((filter) => filter.key === editing.key)}
            onApply={(filter) => {
              update((current) => withFilter(current, filter));
              closeEditor();
            }}
          />
        )}
      </Popover>
    </>
  );
}
