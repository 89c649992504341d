import type { Translate } from '@tonearm/shell';

/** The word a price is "per" (`/ month`), in the visitor's language; an interval the product does not know as is. */
export function intervalName(interval: string, trans: Translate): string {
  switch (interval) {
    case 'day':
      return trans('day');
    case 'week':
      return trans('week');
    case 'month':
      return trans('month');
    case 'year':
      return trans('year');
    default:
      return interval;
  }
}
