import type { Album } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button, MenuTrigger } from '@tonearm/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LinkIcon, MoreIcon, ShareIcon, UserIcon } from '../icons/icons';
import { ItemMenu, type ItemMenuEntry } from '../item-menu/ItemMenu';
import { absoluteLink, albumLink, artistLink } from '../links/links';
import { useQueueEntries } from '../playback/use-queue-entries';
import { playableTracks } from '../player-tracks/to-player-track';
import { copyLink } from '../share/copy-link';
import { useShareDialog } from '../share/share-dialog-store';

/** The entries of an album's menu: queue its tracks, go to its artist, copy its link, share it. */
export function useAlbumMenuEntries(album: Album): ItemMenuEntry[] {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const share = useShareDialog();
  const tracks = useMemo(() => playableTracks(album.tracks ?? []), [album.tracks]);
  const artist = album.artists[0];
  const entries: ItemMenuEntry[] = useQueueEntries(tracks);
  if (artist) {
    entries.push({
      id: 'artist',
      label: trans('Go to artist'),
      icon: <UserIcon />,
      onAction: () => void navigate(artistLink(artist)),
    });
  }
  entries.push(
    {
      id: 'copy-link',
      label: trans('Copy link'),
      icon: <LinkIcon />,
      onAction: () =>
        void copyLink(absoluteLink(albumLink(album, artist?.name), window.location.origin), {
          copied: trans('Copied link to clipboard'),
          failed: trans('Could not copy the link'),
        }),
    },
    {
      id: 'share',
      label: trans('Share'),
      icon: <ShareIcon />,
      onAction: () => share.open({ kind: 'album', item: album, artistName: artist?.name }),
    },
  );
  return entries;
}

/** The "More options" button of an album page or card. */
export function AlbumMenuButton({ album }: { album: Album }) {
  const { trans } = useTrans();
  const entries = useAlbumMenuEntries(album);
  return (
    <MenuTrigger>
      <Button variant="ghost" isIconOnly aria-label={trans('More options for :name', { name: album.name })}>
        <MoreIcon />
      </Button>
      <ItemMenu aria-label={trans('Options for :name', { name: album.name })} entries={entries} />
    </MenuTrigger>
  );
}
