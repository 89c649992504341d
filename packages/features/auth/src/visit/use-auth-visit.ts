import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type AuthVisit, readAuthVisit } from './auth-visit';

/** The current sign-in page's visit: invitation, pre-filled email, redirect. */
export function useAuthVisit(): AuthVisit {
  const { pathname, search } = useLocation();
  return useMemo(() => readAuthVisit(pathname, new URLSearchParams(search)), [pathname, search]);
}
