import { DataTableRowActions, MenuItem } from '@tonearm/ui';
import type { ReactNode } from 'react';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface CatalogueRowActionsProps {
  /** `tracks`, `albums` or `artists`: the section under `/admin`. */
  section: string;
  row: { id: number; name: string };
  trans: Translate;
  onDelete: () => void;
  /** The section's own items, between Insights and Delete (a track's Lyrics). */
  children?: ReactNode;
}

/** A catalogue row's menu: its form, its insights, the section's own items and Delete (which asks first). */
export function CatalogueRowActions({ section, row, trans, onDelete, children }: CatalogueRowActionsProps) {
  return (
    <DataTableRowActions aria-label={trans('Actions for :name', { name: row.name })}>
      <MenuItem href={`/admin/${section}/${row.id}/edit`}>{trans('Edit')}</MenuItem>
      <MenuItem href={`/admin/${section}/${row.id}/insights`}>{trans('Insights')}</MenuItem>
      {children}
      <MenuItem intent="danger" onAction={onDelete}>
        {trans('Delete')}
      </MenuItem>
    </DataTableRowActions>
  );
}
