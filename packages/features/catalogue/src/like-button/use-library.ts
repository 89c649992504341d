import { addToLibrary, getLibraryIds, removeFromLibrary } from '@tonearm/client';
import type { LibraryIdsResponse, LikeableType } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useCurrentUser, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useNavigate } from 'react-router';
import useSWR from 'swr';

/** The query key of the signed-in user's library ids (`GET users/me/library`), shared with the library pages. */
export const LIBRARY_IDS_QUERY_KEY = 'library-ids';

const listOf = { track: 'tracks', album: 'albums', artist: 'artists' } as const;

const NOTHING_LIKED: LibraryIdsResponse = { tracks: [], albums: [], artists: [], playlists: [], users: [] };

/** The ids with `id` added or removed: the cache shows a like at once, before the server answers. */
export function withLibraryChange(
  ids: LibraryIdsResponse,
  type: LikeableType,
  id: number,
  liked: boolean,
): LibraryIdsResponse {
  const list = ids[listOf[type]].filter((existing) => existing !== id);
  return { ...ids, [listOf[type]]: liked ? [...list, id] : list };
}

/** The ids in the signed-in user's library, cached once for every like button and library page; none for a guest. */
export function useLibraryIds() {
  const http = useHttpClient();
  const user = useCurrentUser();
  return useSWR(user ? [LIBRARY_IDS_QUERY_KEY, user.id] : null, () => getLibraryIds(http));
}

/**
 * Takes items of one type out of the library at once (a selection of liked songs), showing it before the server
 * answers, putting them back if it refuses, and offering Undo in the toast that confirms it.
 */
export function useRemoveFromLibrary(type: LikeableType): (ids: readonly number[]) => void {
  const http = useHttpClient();
  const { trans } = useTrans();
  const query = useLibraryIds();
  const change = (ids: readonly number[], liked: boolean) => {
    const changed = (current: LibraryIdsResponse) =>
      ids.reduce((next, id) => withLibraryChange(next, type, id, liked), current);
    const likeables = ids.map((id) => ({ likeable_id: id, likeable_type: type }));
    void query
      .mutate(
        async (current) => {
          await (liked ? addToLibrary(http, likeables) : removeFromLibrary(http, likeables));
          return changed(current ?? NOTHING_LIKED);
        },
        {
          optimisticData: (current) =>
            current ? changed(current) : (current as unknown as LibraryIdsResponse),
          rollbackOnError: true,
          revalidate: false,
        },
      )
      .then(
        () => {
          if (liked) return;
          toast.positive(trans('Removed from your library'), {
            action: { label: trans('Undo'), onPress: () => change(ids, true) },
          });
        },
        (error: unknown) => showRequestError(error),
      );
  };
  return (ids) => {
    if (ids.length > 0) change(ids, false);
  };
}

/**
 * Whether an item is in the signed-in user's library (a liked track or album, a followed artist), and the toggle.
 * A guest who presses it goes to the login page.
 */
export function useLibraryItem(type: LikeableType, id: number): { isInLibrary: boolean; toggle: () => void } {
  const http = useHttpClient();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { trans } = useTrans();
  const query = useLibraryIds();
  const isInLibrary = query.data?.[listOf[type]].includes(id) ?? false;
  const change = (liked: boolean) => {
    const likeables = [{ likeable_id: id, likeable_type: type }];
    void query
      .mutate(
        async (current) => {
          await (liked ? addToLibrary(http, likeables) : removeFromLibrary(http, likeables));
          return withLibraryChange(current ?? NOTHING_LIKED, type, id, liked);
        },
        {
          optimisticData: (current) =>
            current
              ? withLibraryChange(current, type, id, liked)
              : (current as unknown as LibraryIdsResponse),
          rollbackOnError: true,
          revalidate: false,
        },
      )
      .then(
        () =>
          toast.positive(
            trans(liked ? 'Added to your library' : 'Removed from your library'),
            liked
              ? { action: { label: trans('View'), href: '/library' } }
              : { action: { label: trans('Undo'), onPress: () => change(true) } },
          ),
        (error: unknown) => showRequestError(error),
      );
  };
  return {
    isInLibrary,
    toggle: () => {
      if (!user) {
        void navigate('/login');
        return;
      }
      change(!isInLibrary);
    },
  };
}
