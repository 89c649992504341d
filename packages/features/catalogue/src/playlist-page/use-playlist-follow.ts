import { followPlaylist, unfollowPlaylist } from '@tonearm/client';
import type { PlaylistPageResponse } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useCurrentUser } from '@tonearm/shell';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { LIBRARY_IDS_QUERY_KEY } from '../like-button/use-library';

/** Following someone else's playlist: shown at once, taken back if the server refuses; a guest goes to login. */
export function usePlaylistFollow(page: PlaylistPageResponse): {
  isFollowing: boolean;
  followers: number;
  toggle: () => void;
} {
  const http = useHttpClient();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState({
    isFollowing: page.is_following,
    followers: page.playlist.followers_count,
  });
  const toggle = () => {
    if (!user) {
      void navigate('/login');
      return;
    }
    const before = state;
    const follow = !before.isFollowing;
    setState({ isFollowing: follow, followers: Math.max(0, before.followers + (follow ? 1 : -1)) });
    const id = page.playlist.id;
    (follow ? followPlaylist(http, id) : unfollowPlaylist(http, id))
      // The library lists followed playlists from the same ids.
      .then(() => mutate([LIBRARY_IDS_QUERY_KEY, user.id]))
      .catch((error: unknown) => {
        setState(before);
        showRequestError(error);
      });
  };
  return { ...state, toggle };
}
