// @vitest-environment jsdom

import { act, renderHook } from '@testing-library/react';
import type { AppearancePayload, AppearanceValuesResponse } from '@tonearm/client/contract';
import { describe, expect, it, vi } from 'vitest';
import { keyAfterSave, resetThemeColours, setBranding, setThemeValue, updateTheme } from './appearance-draft';
import { appearanceStoryValues } from './storybook/appearance-story-values';
import { useAppearanceEditor } from './use-appearance-editor';

/** Stores like the server: new themes get the next ids, in the order listed. */
function fakeServer() {
  let stored = appearanceStoryValues();
  const store = vi.fn(async ({ changes }: AppearancePayload): Promise<AppearanceValuesResponse> => {
    let nextId = Math.max(...stored.values.themes.map((theme) => theme.id)) + 1;
    stored = {
      ...stored,
      values: {
        ...stored.values,
        branding: changes.branding ?? stored.values.branding,
        themes: changes.themes
          ? changes.themes.map((theme) => ({ ...theme, id: theme.id ?? nextId++ }))
          : stored.values.themes,
      },
    };
    return stored;
  });
  return store;
}

function setup(store = fakeServer()) {
  const hook = renderHook(() => useAppearanceEditor(appearanceStoryValues(), store));
  return { hook, store, model: () => hook.result.current };
}

describe('useAppearanceEditor', () => {
  it('starts clean, and is dirty after an edit until the edit is undone', () => {
    const { model } = setup();
    expect(model().isDirty).toBe(false);
    act(() => model().edit((draft) => setBranding(draft, 'site_name', 'Night Radio')));
    expect(model().isDirty).toBe(true);
    act(() => model().edit((draft) => setBranding(draft, 'site_name', 'Tonearm')));
    expect(model().isDirty).toBe(false);
  });

  it('saves only what changed, in one call, then starts again from the stored values', async () => {
    const { model, store } = setup();
    act(() => model().edit((draft) => setBranding(draft, 'site_name', 'Night Radio')));
    await act(() => model().save());
    expect(store).toHaveBeenCalledTimes(1);
    expect(store.mock.calls[0]?.[0].changes).toEqual({
      branding: expect.objectContaining({ site_name: 'Night Radio' }),
    });
    expect(model().isDirty).toBe(false);
    expect(model().status).toBe('idle');
  });

  it('sends the whole theme list when a theme changed, new and copied themes without ids', async () => {
    const { model, store } = setup();
    let created = '';
    act(() => {
      created = model().createTheme('New theme');
      model().copyTheme('theme-2', 'Copy of Dark');
      model().edit((draft) => setThemeValue(draft, 'theme-1', '--ta-primary', '1 2 3'));
    });
    const before = model().draft;
    const after = await act(() => model().save());
    const sent = store.mock.calls[0]?.[0].changes.themes ?? [];
    expect(sent.map((theme) => [theme.id ?? null, theme.name])).toEqual([
      [1, 'Light'],
      [2, 'Dark'],
      [null, 'Copy of Dark'],
      [null, 'New theme'],
    ]);
    expect(sent[0]?.values['--ta-primary']).toBe('1 2 3');
    expect(sent[2]?.default_dark).toBe(false);
    expect(keyAfterSave(before, after, created)).toBe('theme-4');
  });

  it('keeps the draft and says so when saving fails', async () => {
    const store = vi.fn().mockRejectedValue(new Error('offline'));
    const { model } = setup(store);
    act(() => model().edit((draft) => setBranding(draft, 'site_name', 'Night Radio')));
    await act(() => expect(model().save()).rejects.toThrow('offline'));
    expect(model().status).toBe('failed');
    expect(model().isDirty).toBe(true);
    expect(model().draft.branding.site_name).toBe('Night Radio');
  });

  it('makes one theme the default for light mode at a time, never the default for both modes', () => {
    const { model } = setup();
    act(() => model().edit((draft) => updateTheme(draft, 'theme-2', { default_light: true })));
    const flags = model().draft.themes.map((theme) => [theme.key, theme.default_light, theme.default_dark]);
    expect(flags).toEqual([
      ['theme-1', false, false],
      ['theme-2', true, false],
    ]);
  });

  it('resets a theme to the shipped colours of its kind and keeps its corner radius', () => {
    const { model } = setup();
    act(() =>
      model().edit((draft) => {
        const edited = setThemeValue(
          setThemeValue(draft, 'theme-2', '--ta-primary', '1 2 3'),
          'theme-2',
          '--ta-radius',
          '0',
        );
        return resetThemeColours(edited, 'theme-2', model().shipped);
      }),
    );
    const dark = model().draft.themes[1];
    expect(dark?.values['--ta-primary']).toBe(model().shipped.dark['--ta-primary']);
    expect(dark?.values['--ta-radius']).toBe('0');
  });
});
