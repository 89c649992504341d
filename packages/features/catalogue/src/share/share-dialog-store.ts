import { useSyncExternalStore } from 'react';

/** What is being shared: a track or an album (each with an embeddable player), an artist or a playlist. */
export type ShareSubject =
  | { kind: 'track'; item: { id: number; name: string } }
  | { kind: 'album'; item: { id: number; name: string }; artistName: string | undefined }
  | { kind: 'artist'; item: { id: number; name: string } };

/**
 * The one share dialog of the page: menus close as an entry is chosen, so the dialog they open lives apart from
 * them, mounted once by `ShareDialogHost`.
 */
export class ShareDialogStore {
  #subject: ShareSubject | null = null;
  #listeners = new Set<() => void>();

  get subject(): ShareSubject | null {
    return this.#subject;
  }

  open(subject: ShareSubject): void {
    this.#set(subject);
  }

  close(): void {
    this.#set(null);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(subject: ShareSubject | null): void {
    this.#subject = subject;
    for (const listener of this.#listeners) listener();
  }
}

/** The app's share dialog. */
export const shareDialogStore = new ShareDialogStore();

/** Opens and closes the share dialog, and what it currently shares. */
export function useShareDialog(): {
  subject: ShareSubject | null;
  open: (subject: ShareSubject) => void;
  close: () => void;
} {
  const subject = useSyncExternalStore(shareDialogStore.subscribe, () => shareDialogStore.subject);
  return { subject, open: (next) => shareDialogStore.open(next), close: () => shareDialogStore.close() };
}
