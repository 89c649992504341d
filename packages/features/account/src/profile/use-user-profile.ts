import { errorStatus, getUser } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

/** A user's profile (`GET users/{id}`); `isNotFound` when there is no such user. */
export function useUserProfile(userId: string) {
  const http = useHttpClient();
  const id = /^\d+$/.test(userId) ? Number(userId) : null;
  const profile = useSWR(id === null ? null : `users/${id}`, () => getUser(http, id ?? 0));
  return {
    user: profile.data?.user,
    isNotFound: id === null || errorStatus(profile.error) === 404,
    error: profile.error as unknown,
  };
}
