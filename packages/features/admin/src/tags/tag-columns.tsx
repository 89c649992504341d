import type { AdminTagRow } from '@tonearm/client/contract';
import type { FormatDate, FormatNumber } from '@tonearm/shell';
import { Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface TagColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Writes a count the way the language writes numbers (`useFormatNumber()`). */
  formatNumber: FormatNumber;
  onEdit: (tag: AdminTagRow) => void;
  onDelete: (tag: AdminTagRow) => void;
}

/** The tags list's columns: name, type, display name, what carries it, last update and the row's actions. */
export function tagColumns({
  trans,
  formatDate,
  formatNumber,
  onEdit,
  onDelete,
}: TagColumnsOptions): DataTableColumn<AdminTagRow>[] {
  return [
    {
      id: 'name',
      header: trans('Name'),
      isRowHeader: true,
      isKeyColumn: true,
      allowsSorting: true,
      cell: (tag) => <span className="font-medium">{tag.name}</span>,
    },
    {
      id: 'type',
      header: trans('Type'),
      allowsSorting: true,
      cell: (tag) => <Badge tone="outline">{tag.type}</Badge>,
    },
    {
      id: 'display_name',
      header: trans('Display name'),
      allowsSorting: true,
      cell: (tag) => tag.display_name,
    },
    {
      id: 'taggables_count',
      header: trans('Albums and tracks'),
      align: 'end',
      cell: (tag) => formatNumber(tag.taggables_count),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (tag) => formatDate(tag.updated_at, 'short'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (tag) => (
        <DataTableRowActions aria-label={trans('Actions for :name', { name: tag.name })}>
          <MenuItem onAction={() => onEdit(tag)}>{trans('Edit')}</MenuItem>
          <MenuItem intent="danger" onAction={() => onDelete(tag)}>
            {trans('Delete')}
          </MenuItem>
        </DataTableRowActions>
      ),
    },
  ];
}
