import type { DataTableLabels } from './data-table-labels';
import type { DataTableDateRange, DataTableFilter } from './data-table-state';
import type { DataTableFilterDefinition } from './filter-definitions';

/** What `describeFilter` needs besides the filter: the words, a date formatter and known record names. */
export interface DescribeFilterOptions {
  labels: Pick<DataTableLabels, 'filterChip' | 'operators' | 'dateRange' | 'yes' | 'no'>;
  /** Formats an ISO 8601 timestamp as a day ('3 Jan 2026'). */
  formatDate: (iso: string) => string;
  /** The name of a model filter's record, when known. */
  modelLabel?: string | undefined;
}

export function isDateRange(value: unknown): value is DataTableDateRange {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DataTableDateRange).start === 'string' &&
    typeof (value as DataTableDateRange).end === 'string'
  );
}

function describeValue(
  filter: DataTableFilter,
  definition: DataTableFilterDefinition | undefined,
  { labels, formatDate, modelLabel }: DescribeFilterOptions,
): string {
  const { value } = filter;
  if (isDateRange(value)) return labels.dateRange(formatDate(value.start), formatDate(value.end));
  switch (definition?.type) {
    case 'select':
      return definition.options.find((option) => option.value === value)?.label ?? String(value);
    case 'boolean':
      return value === true
        ? (definition.trueLabel ?? labels.yes)
        : value === false
          ? (definition.falseLabel ?? labels.no)
          : String(value);
    case 'model':
      return modelLabel ?? String(value);
    default:
      if (value === null) return '—';
      return typeof value === 'boolean' ? (value ? labels.yes : labels.no) : String(value);
  }
}

/**
 * A filter in words, as its chip shows it ('Status is Active', 'Date created is between 1 Jan 2026 and
 * 31 Jan 2026'). A filter with no definition (say, from an old bookmark) is described by its key.
 */
export function describeFilter(
  filter: DataTableFilter,
  definition: DataTableFilterDefinition | undefined,
  options: DescribeFilterOptions,
): string {
  return options.labels.filterChip(
    definition?.label ?? filter.key,
    options.labels.operators[filter.operator],
    describeValue(filter, definition, options),
  );
}
