// @vitest-environment jsdom
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlayerStore } from '../store/player-store';
import type { PlayerTrack } from '../store/player-track';
import { playerCommandFor } from './player-shortcuts';
import { asksForShortcuts } from './typing-target';
import { usePlayerShortcuts } from './use-player-shortcuts';

const key = (
  key: string,
  modifiers: Partial<KeyboardEventInit> = {},
  target: EventTarget | null = document.body,
) => ({
  key,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
  target,
});

describe('playerCommandFor', () => {
  it('maps the documented keys to player commands', () => {
    expect(playerCommandFor(key(' '))).toBe('toggle-play');
    expect(playerCommandFor(key('k'))).toBe('toggle-play');
    expect(playerCommandFor(key('ArrowLeft'))).toBe('seek-back');
    expect(playerCommandFor(key('ArrowRight'))).toBe('seek-forward');
    expect(playerCommandFor(key('ArrowLeft', { ctrlKey: true }))).toBe('previous');
    expect(playerCommandFor(key('ArrowRight', { shiftKey: true }))).toBe('next');
    expect(playerCommandFor(key('m'))).toBe('toggle-mute');
    expect(playerCommandFor(key('?', { shiftKey: true }))).toBe('show-shortcuts');
  });

  it('ignores keys typed into fields and editable text', () => {
    const input = document.createElement('input');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    for (const target of [input, document.createElement('textarea'), editable]) {
      expect(playerCommandFor(key('k', {}, target))).toBeNull();
      expect(playerCommandFor(key(' ', {}, target))).toBeNull();
      expect(playerCommandFor(key('ArrowLeft', {}, target))).toBeNull();
    }
  });

  it('leaves Space to focused buttons and arrows to sliders, and ignores other modified keys', () => {
    const slider = document.createElement('div');
    slider.setAttribute('role', 'slider');
    expect(playerCommandFor(key(' ', {}, document.createElement('button')))).toBeNull();
    expect(playerCommandFor(key('ArrowRight', {}, slider))).toBeNull();
    expect(playerCommandFor(key('k', { ctrlKey: true }))).toBeNull();
    expect(playerCommandFor(key('m', { metaKey: true }))).toBeNull();
    expect(playerCommandFor(key('x'))).toBeNull();
  });
});

function Shortcuts({ store, onShow }: { store: PlayerStore; onShow: () => void }) {
  usePlayerShortcuts(store, onShow);
  return <input aria-label="Search" />;
}

const song: PlayerTrack = { id: 1, name: 'Song', artists: [], src: '/1.mp3', durationMs: 60_000 };

describe('asksForShortcuts', () => {
  it('agrees with playerCommandFor on every press of ? and of other keys', () => {
    const input = document.createElement('input');
    const presses = [
      key('?', { shiftKey: true }),
      key('?'),
      key('?', { ctrlKey: true }),
      key('?', { altKey: true }),
      key('?', { metaKey: true }),
      key('?', { shiftKey: true }, input),
      { ...key('?', { shiftKey: true }), defaultPrevented: true },
      key('k'),
      key('/'),
    ];
    for (const press of presses) {
      expect(asksForShortcuts(press)).toBe(playerCommandFor(press) === 'show-shortcuts');
    }
    expect(asksForShortcuts(key('?', { shiftKey: true }))).toBe(true);
  });
});

describe('usePlayerShortcuts', () => {
  it('pauses and mutes from the page but not while typing in a field', async () => {
    const user = userEvent.setup();
    const store = new PlayerStore();
    store.playQueue({ tracks: [song] });
    let shown = 0;
    const { getByRole } = render(<Shortcuts store={store} onShow={() => shown++} />);
    await user.keyboard('k');
    expect(store.getState().playing).toBe(false);
    await user.keyboard('m');
    expect(store.getState().muted).toBe(true);
    await user.keyboard('{Shift>}?{/Shift}');
    expect(shown).toBe(1);
    await user.click(getByRole('textbox', { name: 'Search' }));
    await user.keyboard('k m');
    expect(store.getState()).toMatchObject({ playing: false, muted: true });
  });
});
