// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BootstrapStore } from '../bootstrap';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { type PreviewWindow, startAppearancePreview } from './start-appearance-preview';

function previewWindow(search: string) {
  const events = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win: PreviewWindow = {
    parent,
    location: { search, host: 'music.example', origin: 'https://music.example' },
    addEventListener: (type, listener) => events.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener as EventListener),
  };
  const post = (data: unknown, origin: string, source: unknown = parent) =>
    events.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
  return { win, parent, post };
}

const renameTo = (site_name: string) => ({
  type: 'setValues',
  values: { 'settings.branding.site_name': site_name },
});

describe('startAppearancePreview', () => {
  it("posts appLoaded to the editor on this page's origin and applies the editor's messages", () => {
    const { win, parent, post } = previewWindow('?appearanceEditor=true');
    const bootstrap = new BootstrapStore(storyBootstrapData());
    const stop = startAppearancePreview(win, { document, bootstrap, previewTheme: vi.fn() });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'appLoaded' }, 'https://music.example');

    post(renameTo('Foreign'), 'https://evil.example');
    expect(bootstrap.get().settings.branding.site_name).toBe('Tonearm');
    post(renameTo('Night Radio'), 'https://music.example');
    expect(bootstrap.get().settings.branding.site_name).toBe('Night Radio');

    stop();
    post(renameTo('After stop'), 'https://music.example');
    expect(bootstrap.get().settings.branding.site_name).toBe('Night Radio');
  });

  it('neither listens nor posts on an ordinary visit', () => {
    const { win, parent, post } = previewWindow('');
    const bootstrap = new BootstrapStore(storyBootstrapData());
    startAppearancePreview(win, { document, bootstrap, previewTheme: vi.fn() });
    expect(parent.postMessage).not.toHaveBeenCalled();
    post(renameTo('Night Radio'), 'https://music.example');
    expect(bootstrap.get().settings.branding.site_name).toBe('Tonearm');
  });
});
