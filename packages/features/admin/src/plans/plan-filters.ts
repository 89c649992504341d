import type { DataTableFilterDefinition } from '@tonearm/ui';

type Translate = (line: string) => string;

/** The filters `GET admin/plans` takes: its three flags, its subscribers and its dates. */
export function planFilters(trans: Translate): DataTableFilterDefinition[] {
  return [
    { type: 'boolean', key: 'hidden', label: trans('Hidden from the pricing page') },
    { type: 'boolean', key: 'recommended', label: trans('Recommended') },
    { type: 'boolean', key: 'free', label: trans('Free') },
    {
      type: 'number',
      key: 'subscribers',
      label: trans('Subscribers'),
      operators: ['=', '>', '>=', '<', '<='],
      minValue: 0,
    },
    { type: 'dateRange', key: 'created_at', label: trans('Date created') },
    { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
  ];
}
