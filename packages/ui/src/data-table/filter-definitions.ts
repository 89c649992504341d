import type { DataTableFilterOperator } from './data-table-state';

interface FilterDefinitionBase {
  /** The filtered field, sent as the filter's `key`. */
  key: string;
  /** The filter's name in the "Add filter" menu, on its chip and as its editor's title ('Status'). */
  label: string;
  /** A line under the name in the "Add filter" menu and in the editor. */
  description?: string;
}

/** One choice of a select filter. */
export interface DataTableFilterOption {
  /** The value sent; `null` for "no value". */
  value: string | number | boolean | null;
  /** What the user reads. */
  label: string;
}

/** Picks one of a fixed set of values ('Status: Active, Suspended'). */
export interface DataTableSelectFilterDefinition extends FilterDefinitionBase {
  /** Picks one of `options`. */
  type: 'select';
  options: readonly DataTableFilterOption[];
  /**
   * The comparison sent with the chosen value.
   * @default '='
   */
  operator?: DataTableFilterOperator;
}

/** A span of dates, sent with `between` as two ISO 8601 timestamps (start of the first day, end of the last). */
export interface DataTableDateRangeFilterDefinition extends FilterDefinitionBase {
  /** Picks a span of days. */
  type: 'dateRange';
  /**
   * How many days back the range starts when the filter is first added.
   * @default 30
   */
  defaultDays?: number;
}

/** A number compared with one of `operators` ('Plays is greater than 100'). */
export interface DataTableNumberFilterDefinition extends FilterDefinitionBase {
  /** Compares with a typed number. */
  type: 'number';
  /**
   * The comparisons offered, the first being the default.
   * @default ['=', '!=', '>', '>=', '<', '<=']
   */
  operators?: readonly Exclude<DataTableFilterOperator, 'between'>[];
  /** The smallest value allowed. */
  minValue?: number;
}

/** A yes/no question ('Email confirmed'). */
export interface DataTableBooleanFilterDefinition extends FilterDefinitionBase {
  /** Answers yes or no. */
  type: 'boolean';
  /**
   * The name of the `true` choice.
   * @default the labels' `yes`
   */
  trueLabel?: string;
  /**
   * The name of the `false` choice.
   * @default the labels' `no`
   */
  falseLabel?: string;
}

/** One record offered by a model picker. */
export interface DataTableModelOption {
  /** The record's id, sent as the filter's value. */
  id: string | number;
  /** What the user reads ('Ada Lovelace'). */
  label: string;
  /** A second line, such as an email address. */
  description?: string;
}

/** Picks one record found by typing, such as a user or an artist, loaded from the server as the user types. */
export interface DataTableModelFilterDefinition extends FilterDefinitionBase {
  /** Picks one record found by typing. */
  type: 'model';
  /** Loads the records matching `search`; `signal` aborts when the user types on. */
  load: (search: string, signal: AbortSignal) => Promise<readonly DataTableModelOption[]>;
  /**
   * Loads one record by id, to name a filter that came from a bookmarked address; without it such a chip shows
   * the id until the user picks a record.
   */
  loadOption?: (id: string | number, signal: AbortSignal) => Promise<DataTableModelOption | null>;
}

/** A filter the user can add: its field, its name and how its value is picked. */
export type DataTableFilterDefinition =
  | DataTableSelectFilterDefinition
  | DataTableDateRangeFilterDefinition
  | DataTableNumberFilterDefinition
  | DataTableBooleanFilterDefinition
  | DataTableModelFilterDefinition;

/** The comparisons a number filter offers when its definition names none. */
export const NUMBER_FILTER_OPERATORS = ['=', '!=', '>', '>=', '<', '<='] as const;
