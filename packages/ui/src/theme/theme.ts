/**
 * The part of a theme the kit reads: whether it is dark, and `values`, a map of CSS
 * variable names (for example `--ta-primary`) to values (`79 70 229`, red green blue). A `Theme` from the API
 * client fits this shape.
 */
export interface Theme {
  /** Whether the theme is dark; it toggles the `.dark` class on the root. */
  is_dark: boolean;
  /** CSS variable name to value; names that are not custom properties (`--*`) are ignored. */
  values: Readonly<Record<string, string>>;
}
