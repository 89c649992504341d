import { AccessGuard } from '@tonearm/shell';
import type { RouteObject } from 'react-router';

/** Who may open the request screens (doc 001 §2 Backstage); a guest goes to /login and comes back. */
export const REQUESTS_PERMISSION = 'backstageRequests.create';

const becomeArtist = () =>
  import('./request-form/RequestFormPage').then((m) => ({ Component: m.BecomeArtistPage }));
const claimArtist = () =>
  import('./request-form/RequestFormPage').then((m) => ({ Component: m.ClaimArtistPage }));

/** The request screens, each loaded on its first visit; both addresses of the become and claim forms work. */
export const requestRoutes: RouteObject[] = [
  {
    element: <AccessGuard requiresLogin permission={REQUESTS_PERMISSION} />,
    children: [
      {
        path: 'backstage/requests',
        lazy: () => import('./chooser/RequestChooserPage').then((m) => ({ Component: m.RequestChooserPage })),
      },
      { path: 'backstage/requests/become-artist', lazy: becomeArtist },
      { path: 'become-artist', lazy: becomeArtist },
      {
        path: 'backstage/requests/verify-artist',
        lazy: () => import('./request-form/RequestFormPage').then((m) => ({ Component: m.VerifyArtistPage })),
      },
      { path: 'backstage/requests/claim-artist', lazy: claimArtist },
      { path: 'claim-artist', lazy: claimArtist },
      {
        path: 'backstage/requests/:requestId/request-submitted',
        lazy: () =>
          import('./submitted/RequestSubmittedPage').then((m) => ({ Component: m.RequestSubmittedPage })),
      },
    ],
  },
];
