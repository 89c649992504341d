import type { AdminFileEntry } from '@tonearm/client/contract';
import { formatBytes } from '@tonearm/client/rules';
import type { FormatDate } from '@tonearm/shell';
import { Badge, Button, type DataTableColumn } from '@tonearm/ui';
import { diskLabels, kindLabels } from './file-labels';
import { filePreviewOf } from './file-preview';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface FileColumnsOptions {
  trans: Translate;
  /** The language sizes are written in. */
  locale: string;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Opens the file's preview (images and audio). */
  onPreview: (file: AdminFileEntry) => void;
  /** Asks to delete the one file. */
  onDelete: (file: AdminFileEntry) => void;
}

/** The files list's columns: name, type, size, visibility, uploader, date, whether it is used, and its actions. */
export function fileColumns({
  trans,
  locale,
  formatDate,
  onPreview,
  onDelete,
}: FileColumnsOptions): DataTableColumn<AdminFileEntry>[] {
  return [
    {
      id: 'name',
      header: trans('Name'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (file) => (
        <span className="flex min-w-0 flex-col">
          <span className="break-all font-medium">{file.name}</span>
          <span className="break-all text-muted-foreground text-xs">{file.file_name}</span>
        </span>
      ),
    },
    { id: 'kind', header: trans('Type'), cell: (file) => kindLabels(trans)[file.kind] },
    {
      id: 'file_size',
      header: trans('Size'),
      allowsSorting: true,
      align: 'end',
      cell: (file) => formatBytes(file.file_size, locale),
    },
    { id: 'disk', header: trans('Visibility'), cell: (file) => diskLabels(trans)[file.disk] },
    {
      id: 'uploader',
      header: trans('Uploader'),
      cell: (file) =>
        file.uploader ? (
          <span className="break-all">{file.uploader.name ?? file.uploader.email}</span>
        ) : (
          <span className="text-muted-foreground">{trans('Deleted user')}</span>
        ),
    },
    {
      id: 'created_at',
      header: trans('Uploaded'),
      allowsSorting: true,
      cell: (file) => formatDate(file.created_at, 'timestamp'),
    },
    {
      id: 'status',
      header: trans('Status'),
      isKeyColumn: true,
      cell: (file) => (
        <span className="flex flex-wrap gap-1">
          {file.referenced ? (
            <Badge tone="positive">{trans('In use')}</Badge>
          ) : (
            <Badge tone="outline">{trans('Nothing refers to it')}</Badge>
          )}
          {file.deleted_at !== null && <Badge>{trans('In the trash')}</Badge>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (file) => (
        <span className="flex justify-end gap-2">
          {filePreviewOf(file) !== null && (
            <Button variant="outline" size="sm" onPress={() => onPreview(file)}>
              {trans('Preview')}
              <span className="sr-only"> {file.name}</span>
            </Button>
          )}
          <Button variant="outline" size="sm" onPress={() => onDelete(file)}>
            {trans('Delete')}
            <span className="sr-only"> {file.name}</span>
          </Button>
        </span>
      ),
    },
  ];
}
