import { themeFontById } from '@tonearm/client/rules';
import type { AppearanceMessage } from '@tonearm/shell';
import type { AppearanceDraft } from '../appearance-draft';

/**
 * The id a theme has in the preview's bootstrap data: its own, or for a new theme one past every stored id, so
 * the preview can show it before it is saved.
 */
export function previewThemeIds(draft: AppearanceDraft): Map<string, number> {
  let next = Math.max(0, ...draft.themes.map((theme) => theme.id ?? 0)) + 1;
  return new Map(draft.themes.map((theme) => [theme.key, theme.id ?? next++]));
}

/**
 * The messages that bring the preview up to the draft (doc 000 §4 `setValues`, `setCustomCode`,
 * `setActiveTheme`, `setThemeFont`): the branding, the landing page, the menus and the theme list written into its
 * bootstrap data, the custom CSS and HTML, then, while a theme is being edited, that theme shown in its font
 * (`null` otherwise, so the shown theme's own font holds).
 * The whole draft goes each time, so a preview that reloads (and says `appLoaded` again) catches up at once.
 */
export function previewMessages(draft: AppearanceDraft, shownThemeKey: string | null): AppearanceMessage[] {
  const ids = previewThemeIds(draft);
  const values: Record<string, unknown> = {
    themes: draft.themes.map(({ key, id: _, ...theme }) => ({ ...theme, id: ids.get(key) ?? 0 })),
  };
  for (const [field, value] of Object.entries(draft.branding)) values[`settings.branding.${field}`] = value;
  values['settings.homepage.appearance'] = draft.landing;
  values['settings.menus'] = draft.menus;
  const messages: AppearanceMessage[] = [
    { type: 'setValues', values },
    { type: 'setCustomCode', mode: 'css', value: draft.custom_code.css },
    { type: 'setCustomCode', mode: 'html', value: draft.custom_code.html },
  ];
  const shownId = shownThemeKey === null ? undefined : ids.get(shownThemeKey);
  if (shownId !== undefined) messages.push({ type: 'setActiveTheme', themeId: shownId });
  const shownFont = themeFontById(draft.themes.find((theme) => theme.key === shownThemeKey)?.values.font);
  messages.push({ type: 'setThemeFont', font: shownFont ? { family: shownFont.family } : null });
  return messages;
}
