import type { AdminTagRow } from '@tonearm/client/contract';
import { Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface TagColumnsOptions {
  trans: Translate;
  locale: string;
  onEdit: (tag: AdminTagRow) => void;
  onDelete: (tag: AdminTagRow) => void;
}

/** The tags list's columns: name, type, display name, what carries it, last update and the row's actions. */
export function tagColumns({
  trans,
  locale,
  onEdit,
  onDelete,
}: TagColumnsOptions): DataTableColumn<AdminTagRow>[] {
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const numbers = new Intl.NumberFormat(locale);
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
      cell: (tag) => numbers.format(tag.taggables_count),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (tag) => dates.format(new Date(tag.updated_at)),
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
