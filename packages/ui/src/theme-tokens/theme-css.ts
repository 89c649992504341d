import { defaultDarkTheme, defaultLightTheme } from './default-themes';

/** Comments written above a token in `theme.css`, for what its name does not say. */
const TOKEN_NOTES: Record<string, string> = {
  '--ta-backdrop':
    'The dimming behind modal overlays; an alpha of its own so a theme can soften or deepen it.',
};

function block(selector: string, values: Readonly<Record<string, string>>, colorScheme: string): string {
  const lines = Object.entries(values).flatMap(([name, value]) => {
    const note = TOKEN_NOTES[name];
    return [...(note ? [`  /* ${note} */`] : []), `  ${name}: ${value};`];
  });
  return `${selector} {\n${lines.join('\n')}\n  color-scheme: ${colorScheme};\n}\n`;
}

/** The `:root` and `.dark` rules of `theme.css`, written from the default themes. */
export function themeCssBlocks(): string {
  return `${block(':root', defaultLightTheme.values, 'light')}\n${block(':root.dark,\n.dark', defaultDarkTheme.values, 'dark')}`;
}
