import type { Playlist } from '@tonearm/client/contract';
import type { PlayerTrack } from '@tonearm/player';
import { useSyncExternalStore } from 'react';

/** Which playlist dialog is open: a new playlist (filled with `tracks` once made), an edit, or a deletion. */
export type PlaylistDialog =
  | { kind: 'create'; tracks?: readonly PlayerTrack[] }
  | { kind: 'edit'; playlist: Playlist }
  | { kind: 'delete'; playlist: Playlist };

/**
 * The playlist dialogs of the page: menus close as an entry is chosen ("New playlist" in "Add to playlist", the
 * playlist's own menu), so the dialog they open lives apart from them, mounted once by `PlaylistDialogHost`.
 */
export class PlaylistDialogStore {
  #dialog: PlaylistDialog | null = null;
  #listeners = new Set<() => void>();

  get dialog(): PlaylistDialog | null {
    return this.#dialog;
  }

  open(dialog: PlaylistDialog): void {
    this.#set(dialog);
  }

  close(): void {
    this.#set(null);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(dialog: PlaylistDialog | null): void {
    this.#dialog = dialog;
    for (const listener of this.#listeners) listener();
  }
}

/** The app's playlist dialogs. */
export const playlistDialogStore = new PlaylistDialogStore();

/** Opens and closes the playlist dialogs, and which one is open. */
export function usePlaylistDialog(): {
  dialog: PlaylistDialog | null;
  open: (dialog: PlaylistDialog) => void;
  close: () => void;
} {
  const dialog = useSyncExternalStore(playlistDialogStore.subscribe, () => playlistDialogStore.dialog);
  return { dialog, open: (next) => playlistDialogStore.open(next), close: () => playlistDialogStore.close() };
}
