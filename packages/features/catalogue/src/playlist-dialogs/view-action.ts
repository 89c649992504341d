import type { Translate } from '@tonearm/shell';
import type { ToastOptions } from '@tonearm/ui';
import { playlistLink } from '../links/links';

/** A toast's "View" link to the playlist tracks just went to. */
export function viewAction(trans: Translate, playlist: { id: number; name: string }): ToastOptions {
  return { action: { label: trans('View'), href: playlistLink(playlist) } };
}
