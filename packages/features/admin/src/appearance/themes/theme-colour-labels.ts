import type { ThemeColorVariable } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** What each colour of a theme paints, in the words the editor shows, in the reader's language. */
export const themeColourLabels = (trans: Translate): Record<ThemeColorVariable, string> => ({
  '--ta-background': trans('Background and navbar'),
  '--ta-foreground': trans('Text'),
  '--ta-muted': trans('Chips and muted surfaces'),
  '--ta-muted-foreground': trans('Muted text'),
  '--ta-paper': trans('Panels, menus and dialogs'),
  '--ta-border': trans('Borders'),
  '--ta-control': trans('Outlines of inputs and switches'),
  '--ta-primary': trans('Accent'),
  '--ta-primary-foreground': trans('Text on accent'),
  '--ta-danger': trans('Danger'),
  '--ta-danger-foreground': trans('Text on danger'),
  '--ta-positive': trans('Positive'),
  '--ta-positive-foreground': trans('Text on positive'),
  '--ta-focus': trans('Focus ring'),
});
