import { FILE_DISKS, FILE_KINDS } from '@tonearm/client/contract';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { diskLabels, kindLabels } from './file-labels';

type Translate = (line: string) => string;

/** The filters `GET admin/file-entries` takes: kind, disk, whether anything refers to it, trash, upload date. */
export function fileFilters(trans: Translate): DataTableFilterDefinition[] {
  return [
    {
      type: 'select',
      key: 'kind',
      label: trans('Type'),
      options: FILE_KINDS.map((kind) => ({ value: kind, label: kindLabels(trans)[kind] })),
    },
    {
      type: 'select',
      key: 'disk',
      label: trans('Visibility'),
      options: FILE_DISKS.map((disk) => ({ value: disk, label: diskLabels(trans)[disk] })),
    },
    {
      type: 'select',
      key: 'referenced',
      label: trans('In use'),
      options: [
        { value: true, label: trans('In use') },
        { value: false, label: trans('Nothing refers to it') },
      ],
    },
    {
      type: 'select',
      key: 'trashed',
      label: trans('Trash'),
      options: [
        { value: false, label: trans('Not in the trash') },
        { value: true, label: trans('In the trash') },
      ],
    },
    { type: 'dateRange', key: 'created_at', label: trans('Uploaded') },
  ];
}
