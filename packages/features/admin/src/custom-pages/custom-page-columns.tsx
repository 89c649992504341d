import type { AdminCustomPageRow } from '@tonearm/client/contract';
import type { FormatDate } from '@tonearm/shell';
import { Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface CustomPageColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  onDelete: (page: AdminCustomPageRow) => void;
}

/** The custom pages list's columns: the title with its address, the footer link, the dates and the actions. */
export function customPageColumns({
  trans,
  formatDate,
  onDelete,
}: CustomPageColumnsOptions): DataTableColumn<AdminCustomPageRow>[] {
  return [
    {
      id: 'title',
      header: trans('Title'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (page) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{page.title}</span>
          {page.in_footer && <Badge tone="outline">{trans('In the footer')}</Badge>}
        </span>
      ),
    },
    {
      id: 'slug',
      header: trans('Address'),
      allowsSorting: true,
      cell: (page) => <span className="text-muted-foreground">/pages/{page.slug}</span>,
    },
    {
      id: 'created_at',
      header: trans('Date created'),
      allowsSorting: true,
      cell: (page) => formatDate(page.created_at, 'short'),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      isKeyColumn: true,
      cell: (page) => formatDate(page.updated_at, 'short'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (page) => (
        <DataTableRowActions aria-label={trans('Actions for :page', { page: page.title })}>
          <MenuItem href={`/admin/custom-pages/${page.id}/edit`}>{trans('Edit')}</MenuItem>
          <MenuItem href={`/pages/${page.slug}`} target="_blank">
            {trans('View')}
          </MenuItem>
          <MenuItem intent="danger" onAction={() => onDelete(page)}>
            {trans('Delete')}
          </MenuItem>
        </DataTableRowActions>
      ),
    },
  ];
}
