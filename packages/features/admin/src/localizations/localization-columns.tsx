import type { AdminLocalizationRow } from '@tonearm/client/contract';
import { Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface LocalizationColumnsOptions {
  trans: Translate;
  locale: string;
  /** The address of a localization's JSON file. */
  downloadUrl: (localization: AdminLocalizationRow) => string;
  onRename: (localization: AdminLocalizationRow) => void;
  onDelete: (localization: AdminLocalizationRow) => void;
}

/** The localizations list's columns: name, language code, translated lines, dates and the row's actions. */
export function localizationColumns({
  trans,
  locale,
  downloadUrl,
  onRename,
  onDelete,
}: LocalizationColumnsOptions): DataTableColumn<AdminLocalizationRow>[] {
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const numbers = new Intl.NumberFormat(locale);
  return [
    {
      id: 'name',
      header: trans('Name'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (localization) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{localization.name}</span>
          {localization.is_source && <Badge tone="outline">{trans('Source language')}</Badge>}
        </span>
      ),
    },
    {
      id: 'language',
      header: trans('Language code'),
      allowsSorting: true,
      isKeyColumn: true,
      cell: (localization) => <span lang="en">{localization.language}</span>,
    },
    {
      id: 'lines_count',
      header: trans('Translated lines'),
      allowsSorting: true,
      align: 'end',
      cell: (localization) => numbers.format(localization.lines_count),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (localization) => dates.format(new Date(localization.updated_at)),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (localization) => (
        <DataTableRowActions aria-label={trans('Actions for :name', { name: localization.name })}>
          <MenuItem href={`/admin/localizations/${localization.id}/translate`}>{trans('Translate')}</MenuItem>
          <MenuItem onAction={() => onRename(localization)}>{trans('Rename')}</MenuItem>
          <MenuItem href={downloadUrl(localization)} download>
            {trans('Download JSON')}
          </MenuItem>
          {!localization.is_source && (
            <MenuItem intent="danger" onAction={() => onDelete(localization)}>
              {trans('Delete')}
            </MenuItem>
          )}
        </DataTableRowActions>
      ),
    },
  ];
}
