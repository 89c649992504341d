import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DialogTrigger, type Key } from 'react-aria-components';
import { Button } from '../button';
import { AlertDialog } from '../dialog';
import { cn } from '../utils/cn';
import { useDataTable } from './data-table-context';

export interface DataTableSelectionBarProps {
  /**
   * Deletes the selected rows; a Delete button asks first, naming the count. When it returns a promise the
   * dialog waits for it; once it is done the selection is cleared. When it rejects the dialog stays open (report
   * why, e.g. in a toast).
   * Without it there is no Delete button.
   */
  onDelete?: (keys: Key[]) => unknown;
  /** Other bulk actions, given the selected keys. */
  children?: (keys: Key[]) => ReactNode;
  /** Extra classes for `[data-slot="data-table-selection-bar"]`. */
  className?: string;
}

/**
 * Shown while rows are selected: "N selected", the bulk actions, Delete (with a confirmation naming the count)
 * and "Clear selection". Once the selection is cleared, focus returns to the table. Renders nothing while no row
 * is selected. Styling hook: `[data-slot="data-table-selection-bar"]`.
 */
export function DataTableSelectionBar({ onDelete, children, className }: DataTableSelectionBarProps) {
  const { selectedKeys, setSelectedKeys, labels, tableRef } = useDataTable();
  const [isConfirming, setConfirming] = useState(false);
  const deleted = useRef(false);
  const focusAfterHiding = useRef(false);
  const keys = [...selectedKeys];

  const isShown = keys.length > 0 || isConfirming;
  // The bar holds focus and goes away with the selection, so focus moves to the table's first row.
  const focusTable = () => {
    const table = tableRef.current;
    (table?.querySelector<HTMLElement>('tbody [role="row"]') ?? table)?.focus();
  };
  const clear = () => {
    focusTable();
    setSelectedKeys(new Set());
  };
  const confirm = async () => {
    await onDelete?.(keys);
    deleted.current = true;
  };
  const onOpenChange = (isOpen: boolean) => {
    setConfirming(isOpen);
    if (!isOpen && deleted.current) {
      deleted.current = false;
      focusAfterHiding.current = true;
      setSelectedKeys(new Set());
    }
  };
  useEffect(() => {
    if (isShown || !focusAfterHiding.current) return;
    focusAfterHiding.current = false;
    // After React Aria's own attempt to return focus to the closed dialog's trigger, scheduled in this commit.
    requestAnimationFrame(focusTable);
  });

  if (!isShown) return null;
  return (
    <section
      aria-label={labels.selected(keys.length)}
      data-slot="data-table-selection-bar"
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-ui bg-primary/10 px-3 py-1.5 text-sm',
        className,
      )}
    >
      <p className="me-auto font-medium tabular-nums">{labels.selected(keys.length)}</p>
      {children?.(keys)}
      {onDelete && (
        <DialogTrigger isOpen={isConfirming} onOpenChange={onOpenChange}>
          <Button variant="danger" size="sm">
            {labels.delete}
          </Button>
          <AlertDialog
            title={labels.deleteTitle(keys.length)}
            confirmLabel={labels.delete}
            cancelLabel={labels.cancel}
            intent="danger"
            onConfirm={confirm}
          >
            {labels.deleteMessage(keys.length)}
          </AlertDialog>
        </DialogTrigger>
      )}
      <Button variant="ghost" size="sm" onPress={clear}>
        {labels.clearSelection}
      </Button>
    </section>
  );
}
