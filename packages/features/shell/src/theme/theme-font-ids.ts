/** The variable the page's `font-family` reads; unset, the site's default font shows. */
export const THEME_FONT_VARIABLE = '--ta-font-family';
/** The `<style>` holding the active theme's font. */
export const THEME_FONT_STYLE_ID = 'ta-theme-font';
/** The `<style>` holding the font the appearance editor previews over the theme's. */
export const PREVIEW_FONT_STYLE_ID = 'ta-preview-font';
