import { Button, useDataTable } from '@tonearm/ui';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { CatalogueDeleteDialog } from './CatalogueDeleteDialog';

export interface CatalogueBulkDeleteProps {
  resource: string;
  /** The selected rows. */
  keys: Key[];
  label: string;
  title: (count: number) => string;
  message: (count: number) => string;
  /** Deletes the rows; a rejection keeps the dialog open. */
  onDelete: (ids: number[]) => Promise<unknown>;
}

/**
 * The selection bar's Delete for catalogue lists: its confirmation names the stored files that go, and once the
 * rows are deleted the selection is cleared.
 */
export function CatalogueBulkDelete({
  resource,
  keys,
  label,
  title,
  message,
  onDelete,
}: CatalogueBulkDeleteProps) {
  const { setSelectedKeys } = useDataTable();
  const [confirming, setConfirming] = useState<number[]>([]);
  return (
    <>
      <Button variant="danger" size="sm" onPress={() => setConfirming(keys.map(Number))}>
        {label}
      </Button>
      <CatalogueDeleteDialog
        resource={resource}
        ids={confirming}
        title={title(confirming.length)}
        message={message(confirming.length)}
        onClose={() => setConfirming([])}
        onConfirm={async () => {
          await onDelete(confirming);
          setSelectedKeys(new Set());
        }}
      />
    </>
  );
}
