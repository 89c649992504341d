import { appearanceMessageSchema } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import {
  addTheme,
  draftFromValues,
  setBranding,
  setCustomCode,
  setThemeValue,
  updateLanding,
} from '../appearance-draft';
import { appearanceStoryValues } from '../storybook/appearance-story-values';
import { previewMessages } from './preview-messages';

const values = appearanceStoryValues();
const draft = draftFromValues(values);

describe('previewMessages', () => {
  it('writes every branding field and the theme list into the preview, as messages the preview accepts', () => {
    const messages = previewMessages(setBranding(draft, 'site_name', 'Night Radio'), null);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatchObject({
      type: 'setValues',
      values: { 'settings.branding.site_name': 'Night Radio', 'settings.branding.logo_light': null },
    });
    for (const message of messages) expect(appearanceMessageSchema.safeParse(message).success).toBe(true);
  });

  it('shows the theme being edited, a new one under the id after every stored one', () => {
    const withNew = addTheme(draft, 'new-1', 'Sunrise', values.defaults);
    const [setValues, , , setActiveTheme] = previewMessages(withNew, 'new-1');
    expect(setActiveTheme).toEqual({ type: 'setActiveTheme', themeId: 3 });
    const themes =
      setValues?.type === 'setValues' ? (setValues.values.themes as Array<{ id: number; name: string }>) : [];
    expect(themes.map((theme) => [theme.id, theme.name])).toEqual([
      [1, 'Light'],
      [2, 'Dark'],
      [3, 'Sunrise'],
    ]);
  });

  it('writes the landing page into the bootstrap data and sends the custom CSS and HTML', () => {
    const edited = setCustomCode(
      updateLanding(draft, { header_title: 'Hear the coast' }),
      'css',
      'body { color: red; }',
    );
    const [setValues, css, html] = previewMessages(edited, null);
    expect(setValues).toMatchObject({
      values: { 'settings.homepage.appearance': { header_title: 'Hear the coast' } },
    });
    expect(css).toEqual({ type: 'setCustomCode', mode: 'css', value: 'body { color: red; }' });
    expect(html).toEqual({ type: 'setCustomCode', mode: 'html', value: '' });
    for (const message of [setValues, css, html])
      expect(appearanceMessageSchema.safeParse(message).success).toBe(true);
  });

  it('shows the edited theme in its font by the family name setThemeFont takes, and none on the list', () => {
    const serif = setThemeValue(draft, 'theme-1', 'font', 'source-serif-4');
    const font = (shown: string | null) =>
      previewMessages(serif, shown).find((m) => m.type === 'setThemeFont');
    expect(font('theme-1')).toEqual({ type: 'setThemeFont', font: { family: 'Source Serif 4 Variable' } });
    expect(font('theme-2')).toEqual({ type: 'setThemeFont', font: null });
    expect(font(null)).toEqual({ type: 'setThemeFont', font: null });
    expect(appearanceMessageSchema.safeParse(font('theme-1')).success).toBe(true);
  });
});
