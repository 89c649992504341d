import { type PlayerTrack, usePlayerActions } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { useNavigate } from 'react-router';
import { useAddToPlaylistEntry } from '../add-to-playlist/add-to-playlist-entry';
import { LinkIcon, MusicIcon, PlayNextIcon, QueueIcon, RadioIcon, ShareIcon, UserIcon } from '../icons/icons';
import type { ItemMenuEntry } from '../item-menu/ItemMenu';
import { absoluteLink, albumLink, artistLink, radioLink, trackLink } from '../links/links';
import { copyLink } from '../share/copy-link';
import { useShareDialog } from '../share/share-dialog-store';

/**
 * The entries of a track menu: queue commands for every track given, and for a single track the way to its
 * radio, artist and album, its link and sharing.
 */
export function useTrackMenuEntries(tracks: readonly PlayerTrack[]): ItemMenuEntry[] {
  const { trans } = useTrans();
  const player = usePlayerActions();
  const navigate = useNavigate();
  const share = useShareDialog();
  const addToPlaylist = useAddToPlaylistEntry(tracks);
  const entries: ItemMenuEntry[] = [
    {
      id: 'play-next',
      label: trans('Play next'),
      icon: <PlayNextIcon />,
      onAction: () => player.playNext([...tracks]),
    },
    {
      id: 'add-to-queue',
      label: trans('Add to queue'),
      icon: <QueueIcon />,
      onAction: () => player.addToQueue([...tracks]),
    },
    addToPlaylist,
  ];
  const [track] = tracks;
  if (tracks.length !== 1 || !track) return entries;
  const artist = track.artists[0];
  const url = absoluteLink(trackLink(track), window.location.origin);
  entries.push({
    id: 'radio',
    label: trans('Go to track radio'),
    icon: <RadioIcon />,
    onAction: () => void navigate(radioLink('track', track)),
  });
  if (artist) {
    entries.push({
      id: 'artist',
      label: trans('Go to artist'),
      icon: <UserIcon />,
      onAction: () => void navigate(artistLink(artist)),
    });
  }
  if (track.album) {
    const album = track.album;
    entries.push({
      id: 'album',
      label: trans('Go to album'),
      icon: <MusicIcon />,
      onAction: () => void navigate(albumLink(album, artist?.name)),
    });
  }
  entries.push(
    {
      id: 'copy-link',
      label: trans('Copy link'),
      icon: <LinkIcon />,
      onAction: () =>
        void copyLink(url, {
          copied: trans('Copied link to clipboard'),
          failed: trans('Could not copy the link'),
        }),
    },
    {
      id: 'share',
      label: trans('Share'),
      icon: <ShareIcon />,
      onAction: () => share.open({ kind: 'track', item: track }),
    },
  );
  return entries;
}
