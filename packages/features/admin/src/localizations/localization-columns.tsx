import type { AdminLocalizationRow } from '@tonearm/client/contract';
import type { FormatDate, FormatNumber } from '@tonearm/shell';
import { Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface LocalizationColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Writes a count the way the language writes numbers (`useFormatNumber()`). */
  formatNumber: FormatNumber;
  /** The address of a localization's JSON file. */
  downloadUrl: (localization: AdminLocalizationRow) => string;
  onRename: (localization: AdminLocalizationRow) => void;
  onDelete: (localization: AdminLocalizationRow) => void;
}

/** The localizations list's columns: name, language code, translated lines, dates and the row's actions. */
export function localizationColumns({
  trans,
  formatDate,
  formatNumber,
  downloadUrl,
  onRename,
  onDelete,
}: LocalizationColumnsOptions): DataTableColumn<AdminLocalizationRow>[] {
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
      cell: (localization) => formatNumber(localization.lines_count),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (localization) => formatDate(localization.updated_at, 'short'),
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
