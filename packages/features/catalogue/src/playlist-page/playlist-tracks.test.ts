import type { PlayerTrack } from '@tonearm/player';
import { describe, expect, it, vi } from 'vitest';
import { isPlaceholderTrack } from '../track-list/placeholder-track';
import { moveItem, PlaylistTracks, type PlaylistTracksPort } from './playlist-tracks';

const track = (id: number): PlayerTrack => ({
  id,
  name: `Track ${id}`,
  artists: [],
  src: `/a/${id}`,
  durationMs: 1,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => track(from + i));
const ids = (rows: readonly PlayerTrack[]) => rows.map((row) => row.id);

/** A server holding tracks 1..total in order, two per page. */
function server(total: number, overrides: Partial<PlaylistTracksPort> = {}) {
  const port: PlaylistTracksPort = {
    loadPage: vi.fn(async (page: number) => range((page - 1) * 2 + 1, Math.min(page * 2, total))),
    saveOrder: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    ...overrides,
  };
  const list = new PlaylistTracks({ total, perPage: 2, firstPage: range(1, Math.min(2, total)) }, port);
  return { port, list };
}

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});

describe('PlaylistTracks', () => {
  it('has a row for every track at once, placeholders until their page arrives', async () => {
    const { list, port } = server(5);
    expect(list.getRows()).toHaveLength(5);
    expect(list.getRows().map(isPlaceholderTrack)).toEqual([false, false, true, true, true]);
    list.need(3);
    list.need(2);
    await vi.waitFor(() => expect(ids(list.getRows()).slice(0, 4)).toEqual([1, 2, 3, 4]));
    expect(port.loadPage).toHaveBeenCalledTimes(1);
    expect(port.loadPage).toHaveBeenCalledWith(2);
  });

  it('moves a row at once and saves the whole order after loading the missing pages', async () => {
    const { list, port } = server(5);
    const saved = list.move(0, 1);
    expect(ids(list.getRows()).slice(0, 2)).toEqual([2, 1]);
    await saved;
    expect(port.saveOrder).toHaveBeenCalledWith([2, 1, 3, 4, 5]);
    expect(list.isComplete()).toBe(true);
  });

  it('puts a page that arrives after a move into the rows it stood for', async () => {
    let release: (tracks: PlayerTrack[]) => void = () => undefined;
    const { list } = server(4, {
      loadPage: () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    });
    list.need(2);
    void list.move(3, 0).catch(() => undefined);
    release(range(3, 4));
    await vi.waitFor(() => expect(ids(list.getRows())).toEqual([4, 1, 2, 3]));
  });

  it('rolls back to the last saved order when the server refuses', async () => {
    const { list } = server(3, { saveOrder: vi.fn().mockRejectedValue(new Error('offline')) });
    await list.loadAll();
    await expect(list.move(2, 0)).rejects.toThrow('offline');
    expect(ids(list.getRows())).toEqual([1, 2, 3]);
  });

  it('removes tracks at once and brings them back when the removal fails', async () => {
    const refusing = server(3, { remove: vi.fn().mockRejectedValue(new Error('gone')) });
    const removal = refusing.list.remove([2]);
    expect(ids(refusing.list.getRows()).filter((id) => id > 0)).toEqual([1]);
    await expect(removal).rejects.toThrow('gone');
    expect(ids(refusing.list.getRows())).toEqual([1, 2, 3]);

    const { list, port } = server(3);
    await list.remove([1]);
    await list.move(1, 0);
    expect(port.remove).toHaveBeenCalledWith([1]);
    expect(port.saveOrder).toHaveBeenCalledWith([3, 2]);
  });

  it('saves changes one after another, each with the order as it then is', async () => {
    const { list, port } = server(3);
    await Promise.all([list.move(0, 2), list.move(0, 2)]);
    expect(vi.mocked(port.saveOrder).mock.calls).toEqual([[[3, 1, 2]], [[3, 1, 2]]]);
  });
});
