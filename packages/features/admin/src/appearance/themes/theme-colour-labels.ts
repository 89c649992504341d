import type { ThemeColorVariable } from '@tonearm/client/contract';

/** What each colour of a theme paints, in the words the editor shows (translated where shown). */
export const THEME_COLOUR_LABELS: Record<ThemeColorVariable, string> = {
  '--ta-background': 'Background and navbar',
  '--ta-foreground': 'Text',
  '--ta-muted': 'Chips and muted surfaces',
  '--ta-muted-foreground': 'Muted text',
  '--ta-paper': 'Panels, menus and dialogs',
  '--ta-border': 'Borders',
  '--ta-control': 'Outlines of inputs and switches',
  '--ta-primary': 'Accent',
  '--ta-primary-foreground': 'Text on accent',
  '--ta-danger': 'Danger',
  '--ta-danger-foreground': 'Text on danger',
  '--ta-positive': 'Positive',
  '--ta-positive-foreground': 'Text on positive',
  '--ta-focus': 'Focus ring',
};
