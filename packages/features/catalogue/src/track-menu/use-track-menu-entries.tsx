import { type PlayerTrack, useOfflineTrack } from '@tonearm/player';
import { usePlayerSettings, useTrans } from '@tonearm/shell';
import { useNavigate } from 'react-router';
import { useAddToPlaylistEntry } from '../add-to-playlist/add-to-playlist-entry';
import {
  DownloadIcon,
  HeartIcon,
  LinkIcon,
  LyricsIcon,
  MusicIcon,
  RadioIcon,
  RepostIcon,
  ShareIcon,
  UserIcon,
} from '../icons/icons';
import type { ItemMenuEntry } from '../item-menu/ItemMenu';
import { useLibraryItem } from '../like-button/use-library';
import {
  absoluteLink,
  albumLink,
  artistLink,
  lyricsLink,
  radioLink,
  trackDownloadLink,
  trackLink,
} from '../links/links';
import { useQueueEntries } from '../playback/use-queue-entries';
import { useRepost } from '../repost/use-repost';
import { copyLink } from '../share/copy-link';
import { useShareDialog } from '../share/share-dialog-store';

/** Saves the file at a same-origin address: a link with `download` saves rather than opens it. */
function downloadFile(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The entries of a track menu: queue commands for every track given, and for a single track liking it (the same
 * library state as its heart button, so both change together), reposting it, the way to its radio, lyrics,
 * artist and album, its link and sharing. Reposts, the download, radio and lyrics follow the site's player settings.
 */
export function useTrackMenuEntries(tracks: readonly PlayerTrack[]): ItemMenuEntry[] {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const share = useShareDialog();
  const addToPlaylist = useAddToPlaylistEntry(tracks);
  const [track] = tracks;
  const like = useLibraryItem('track', track?.id ?? 0);
  const repost = useRepost('track');
  const { enable_repost, enable_download, hide_radio, hide_lyrics } = usePlayerSettings();
  const offline = useOfflineTrack(tracks.length === 1 ? track : undefined);
  const entries: ItemMenuEntry[] = [...useQueueEntries(tracks), addToPlaylist];
  if (tracks.length !== 1 || !track) return entries;
  const artist = track.artists[0];
  const url = absoluteLink(trackLink(track), window.location.origin);
  entries.push({
    id: 'like',
    label: like.isInLibrary ? trans('Remove from your library') : trans('Like'),
    icon: <HeartIcon filled={like.isInLibrary} />,
    onAction: like.toggle,
  });
  if (enable_repost) {
    entries.push({
      id: 'repost',
      label: trans('Repost'),
      icon: <RepostIcon />,
      onAction: () => repost(track.id),
    });
  }
  if (offline.available) {
    entries.push({
      id: 'offline',
      label: offline.reason === 'saved' ? trans('Remove from offline') : trans('Available offline'),
      icon: <DownloadIcon />,
      onAction: offline.toggle,
    });
  }
  if (enable_download) {
    entries.push({
      id: 'download',
      label: trans('Download'),
      icon: <DownloadIcon />,
      onAction: () => downloadFile(trackDownloadLink(track.id)),
    });
  }
  if (!hide_radio) {
    entries.push({
      id: 'radio',
      label: trans('Go to track radio'),
      icon: <RadioIcon />,
      onAction: () => void navigate(radioLink('track', track)),
    });
  }
  if (!hide_lyrics) {
    entries.push({
      id: 'lyrics',
      label: trans('Lyrics'),
      icon: <LyricsIcon />,
      // A listener asking for a track's lyrics wants to read them, not to have what plays replaced: the lyrics
      // page shows this track's lyrics and follows the song only when this track is the one playing.
      onAction: () => void navigate(lyricsLink(track.id)),
    });
  }
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
