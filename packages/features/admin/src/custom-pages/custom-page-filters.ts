import type { DataTableFilterDefinition } from '@tonearm/ui';

type Translate = (line: string) => string;

/** The filters `GET admin/custom-pages` takes: its two dates. */
export function customPageFilters(trans: Translate): DataTableFilterDefinition[] {
  return [
    { type: 'dateRange', key: 'created_at', label: trans('Date created') },
    { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
  ];
}
