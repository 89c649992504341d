import { followUser, unfollowUser } from '@tonearm/client';
import type { LibraryIdsResponse } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useCurrentUser } from '@tonearm/shell';
import { useNavigate } from 'react-router';
import { useLibraryIds } from '../like-button/use-library';

/** The library ids with the user followed or not: shown at once, before the server answers. */
export function withUserFollow(
  ids: LibraryIdsResponse,
  userId: number,
  follows: boolean,
): LibraryIdsResponse {
  const users = ids.users.filter((id) => id !== userId);
  return { ...ids, users: follows ? [...users, userId] : users };
}

/**
 * Whether the signed-in user follows `userId` (from the library ids, or `initial` until they load), and the
 * toggle; `onChange` runs once the server agreed, e.g. to count the followers again. A guest goes to login.
 */
export function useUserFollow(userId: number, initial: boolean, onChange: () => void) {
  const http = useHttpClient();
  const viewer = useCurrentUser();
  const navigate = useNavigate();
  const ids = useLibraryIds();
  const isFollowing = ids.data ? ids.data.users.includes(userId) : initial;
  return {
    isFollowing,
    toggle: () => {
      if (!viewer) {
        void navigate('/login');
        return;
      }
      const follows = !isFollowing;
      void ids
        .mutate(
          async (current) => {
            await (follows ? followUser(http, userId) : unfollowUser(http, userId));
            return current && withUserFollow(current, userId, follows);
          },
          {
            optimisticData: (current) =>
              current ? withUserFollow(current, userId, follows) : (current as unknown as LibraryIdsResponse),
            rollbackOnError: true,
            // Pressed before the library loaded: ask for it again rather than guess the rest of it.
            revalidate: !ids.data,
          },
        )
        .then(onChange)
        .catch((error: unknown) => showRequestError(error));
    },
  };
}
