import { AccessGuard, NotFoundPage } from '@tonearm/shell';
import type { ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { RequestChooserPage } from './chooser/RequestChooserPage';
import { BecomeArtistPage, ClaimArtistPage, VerifyArtistPage } from './request-form/RequestFormPage';
import { RequestSubmittedPage } from './submitted/RequestSubmittedPage';

/** Who may open the request screens (doc 001 §2 Backstage); a guest goes to /login and comes back. */
export const REQUESTS_PERMISSION = 'backstageRequests.create';

/** The screens under `/backstage/requests`, as descendant routes of the app's one route for them. */
const SCREENS: RouteObject[] = [
  { index: true, element: <RequestChooserPage /> },
  { path: 'become-artist', element: <BecomeArtistPage /> },
  { path: 'verify-artist', element: <VerifyArtistPage /> },
  { path: 'claim-artist', element: <ClaimArtistPage /> },
  { path: ':requestId/request-submitted', element: <RequestSubmittedPage /> },
  { path: '*', element: <NotFoundPage /> },
];

function Guarded({ children }: { children: ReactNode }) {
  return (
    <AccessGuard requiresLogin permission={REQUESTS_PERMISSION}>
      {children}
    </AccessGuard>
  );
}

/** `/backstage/requests/*`: the chooser, the three forms and a submitted request. */
export function RequestScreens() {
  return <Guarded>{useRoutes(SCREENS)}</Guarded>;
}

/** `/become-artist`, the become form's other address. */
export function BecomeArtistScreen() {
  return (
    <Guarded>
      <BecomeArtistPage />
    </Guarded>
  );
}

/** `/claim-artist`, the claim form's other address. */
export function ClaimArtistScreen() {
  return (
    <Guarded>
      <ClaimArtistPage />
    </Guarded>
  );
}
