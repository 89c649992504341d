import { appearanceMessageSchema } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import { addTheme, draftFromValues, setBranding, setCustomCode, updateLanding } from '../appearance-draft';
import { appearanceStoryValues } from '../storybook/appearance-story-values';
import { previewMessages } from './preview-messages';

const values = appearanceStoryValues();
const draft = draftFromValues(values);

describe('previewMessages', () => {
  it('writes every branding field and the theme list into the preview, as messages the preview accepts', () => {
    const messages = previewMessages(setBranding(draft, 'site_name', 'Night Radio'), null);
    expect(messages).toHaveLength(3);
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
});
