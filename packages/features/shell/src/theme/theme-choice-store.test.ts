import { createCookieJar } from '@tonearm/client/rules';
import { describe, expect, it, vi } from 'vitest';
import { ThemeChoiceStore } from './theme-choice-store';

function fakeDocument(cookie = '') {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
      const [pair = ''] = value.split(';');
      cookie = pair;
    },
  };
}

describe('ThemeChoiceStore', () => {
  it('starts from the be-active-theme cookie', () => {
    const store = new ThemeChoiceStore(createCookieJar(fakeDocument('be-active-theme=dark')));
    expect(store.get()).toEqual({ cookieValue: 'dark', previewThemeId: undefined });
  });

  it('writes the choice to the cookie for 7 days on path / and tells subscribers', () => {
    const doc = fakeDocument();
    const store = new ThemeChoiceStore(createCookieJar(doc));
    const listener = vi.fn();
    store.subscribe(listener);
    store.choose('dark');
    expect(doc.written).toEqual(['be-active-theme=dark; Max-Age=604800; Path=/; SameSite=Lax']);
    expect(store.get().cookieValue).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('previews a theme without writing the cookie, until a choice replaces the preview', () => {
    const doc = fakeDocument('be-active-theme=light');
    const store = new ThemeChoiceStore(createCookieJar(doc));
    store.preview(4);
    expect(store.get()).toEqual({ cookieValue: 'light', previewThemeId: '4' });
    expect(doc.written).toEqual([]);
    store.choose('dark');
    expect(store.get()).toEqual({ cookieValue: 'dark', previewThemeId: undefined });
  });

  it('stops telling a listener after it unsubscribes', () => {
    const store = new ThemeChoiceStore(createCookieJar(fakeDocument()));
    const listener = vi.fn();
    store.subscribe(listener)();
    store.choose('light');
    expect(listener).not.toHaveBeenCalled();
  });
});
