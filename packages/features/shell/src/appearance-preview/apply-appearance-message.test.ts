// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BootstrapStore } from '../bootstrap';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { isAppearanceEditorActive } from './appearance-editor-mode';
import {
  type AppearancePreviewTarget,
  applyAppearanceMessage,
  CUSTOM_CSS_ELEMENT_ID,
  CUSTOM_HTML_ELEMENT_ID,
} from './apply-appearance-message';

const editor = { postMessage: vi.fn() };
let target: AppearancePreviewTarget;
let previewTheme: ReturnType<typeof vi.fn<(themeId: string | number) => void>>;

function fromEditor(data: unknown, origin = window.location.origin) {
  return applyAppearanceMessage({ data, origin, source: editor as unknown as MessageEventSource }, target);
}

beforeEach(() => {
  previewTheme = vi.fn();
  target = {
    editor,
    location: window.location,
    document,
    bootstrap: new BootstrapStore(storyBootstrapData()),
    previewTheme,
  };
});

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.getElementById(CUSTOM_CSS_ELEMENT_ID)?.remove();
  document.getElementById(CUSTOM_HTML_ELEMENT_ID)?.remove();
});

describe('applyAppearanceMessage', () => {
  it('writes setValues into the bootstrap data by dotted path', () => {
    const before = target.bootstrap.get();
    const outcome = fromEditor({
      type: 'setValues',
      values: { 'settings.branding.site_name': 'Night Radio', 'settings.themes.user_change': false },
    });
    expect(outcome).toBe('applied');
    const after = target.bootstrap.get();
    expect(after.settings.branding.site_name).toBe('Night Radio');
    expect(after.settings.themes.user_change).toBe(false);
    // The previous data is untouched: the store got a new value, so subscribers re-render.
    expect(before.settings.branding.site_name).toBe('Tonearm');
  });

  it('ignores a message from a foreign origin', () => {
    const outcome = fromEditor(
      { type: 'setValues', values: { 'settings.branding.site_name': 'Evil' } },
      'https://evil.example',
    );
    expect(outcome).toBe('ignored');
    expect(target.bootstrap.get().settings.branding.site_name).toBe('Tonearm');
  });

  it('ignores a message with an unreadable origin', () => {
    expect(fromEditor({ type: 'setActiveTheme', themeId: 2 }, 'null')).toBe('ignored');
    expect(previewTheme).not.toHaveBeenCalled();
  });

  it('ignores a message from the same host that does not come from the editor window', () => {
    const outcome = applyAppearanceMessage(
      { data: { type: 'setActiveTheme', themeId: 2 }, origin: window.location.origin, source: window },
      target,
    );
    expect(outcome).toBe('ignored');
    expect(previewTheme).not.toHaveBeenCalled();
  });

  it('refuses a poisoned path without changing anything, prototypes included', () => {
    const before = target.bootstrap.get();
    for (const path of [
      '__proto__.polluted',
      'settings.constructor.prototype.polluted',
      'settings.prototype',
    ]) {
      const outcome = fromEditor({
        type: 'setValues',
        values: { 'settings.branding.site_name': 'Changed', [path]: true },
      });
      expect(outcome).toBe('invalid');
    }
    expect(target.bootstrap.get()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('refuses values that would break the bootstrap data contract', () => {
    const before = target.bootstrap.get();
    expect(fromEditor({ type: 'setValues', values: { 'settings.branding.site_name': 42 } })).toBe('invalid');
    expect(target.bootstrap.get()).toBe(before);
  });

  it('refuses messages it does not know or whose fields are wrong', () => {
    expect(fromEditor({ type: 'runScript', value: 'alert(1)' })).toBe('invalid');
    expect(fromEditor('setValues')).toBe('invalid');
    expect(fromEditor({ type: 'setThemeValue', name: 'color', value: 'red' })).toBe('invalid');
    expect(
      fromEditor({ type: 'setThemeValue', name: '--ta-primary', value: 'red; background: url(x)' }),
    ).toBe('invalid');
    expect(fromEditor({ type: 'setCustomCode', mode: 'js', value: 'alert(1)' })).toBe('invalid');
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('sets a theme variable on the document root', () => {
    expect(fromEditor({ type: 'setThemeValue', name: '--ta-primary', value: '220 38 38' })).toBe('applied');
    expect(document.documentElement.style.getPropertyValue('--ta-primary')).toBe('220 38 38');
  });

  it('sets and clears the theme font', () => {
    const family = () => document.documentElement.style.getPropertyValue('--ta-font-family');
    expect(fromEditor({ type: 'setThemeFont', font: { family: 'Open Sans', google: true } })).toBe('applied');
    expect(family()).toBe('"Open Sans", sans-serif');
    expect(fromEditor({ type: 'setThemeFont', font: null })).toBe('applied');
    expect(family()).toBe('');
    expect(fromEditor({ type: 'setThemeFont', font: { family: 'x"; color: red' } })).toBe('invalid');
  });

  it('writes the @font-face rules of a font the site serves, from the site itself, and drops them on null', () => {
    fromEditor({ type: 'setThemeFont', font: { family: 'Source Serif 4 Variable' } });
    expect(document.documentElement.style.getPropertyValue('--ta-font-family')).toBe(
      '"Source Serif 4 Variable", serif',
    );
    const rules = document.getElementById('ta-preview-font')?.textContent ?? '';
    expect(rules).toContain('src: url(/fonts/source-serif-4/latin.woff2) format("woff2");');
    fromEditor({ type: 'setThemeFont', font: null });
    expect(document.getElementById('ta-preview-font')).toBeNull();
  });

  it('previews the theme setActiveTheme names', () => {
    expect(fromEditor({ type: 'setActiveTheme', themeId: 2 })).toBe('applied');
    expect(previewTheme).toHaveBeenCalledWith(2);
  });

  it('writes custom CSS and HTML, replacing what was there', () => {
    fromEditor({ type: 'setCustomCode', mode: 'css', value: 'body { color: red }' });
    fromEditor({ type: 'setCustomCode', mode: 'css', value: 'body { color: blue }' });
    const styles = document.querySelectorAll(`#${CUSTOM_CSS_ELEMENT_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe('body { color: blue }');
    expect(fromEditor({ type: 'setCustomCode', mode: 'html', value: '<p>Hello</p>' })).toBe('applied');
    expect(document.getElementById(CUSTOM_HTML_ELEMENT_ID)?.innerHTML).toBe('<p>Hello</p>');
  });
});

describe('isAppearanceEditorActive', () => {
  it('is off for a page that is not framed', () => {
    const top = { location: { search: '?appearanceEditor=true' } } as {
      parent: unknown;
      location: { search: string };
    };
    top.parent = top;
    expect(isAppearanceEditorActive(top)).toBe(false);
  });

  it('is off for a framed page the editor did not open', () => {
    expect(isAppearanceEditorActive({ parent: {}, location: { search: '' } })).toBe(false);
  });

  it('is on for the framed page the editor opened, and stays on after navigating inside it', () => {
    const framed = { parent: {}, location: { search: '?appearanceEditor=true' } };
    expect(isAppearanceEditorActive(framed)).toBe(true);
    framed.location.search = '';
    expect(isAppearanceEditorActive(framed)).toBe(true);
  });
});
