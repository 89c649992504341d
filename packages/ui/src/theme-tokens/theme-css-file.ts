import { themeCssBlocks } from './theme-css';

const START = '/* tokens:start */\n';
const END = '/* tokens:end */';

/** `theme.css` with the written tokens between its markers replaced by the default themes' current values. */
export function replaceThemeTokens(css: string): string {
  const start = css.indexOf(START);
  const end = css.indexOf(END);
  if (start < 0 || end < start)
    throw new Error('theme.css has lost its /* tokens:start */ … /* tokens:end */ markers');
  return `${css.slice(0, start + START.length)}${themeCssBlocks()}${css.slice(end)}`;
}
