import type { RouteObject } from 'react-router';

type Screen = 'RequestScreens' | 'BecomeArtistScreen' | 'ClaimArtistScreen';

// One import for every request screen, and three route objects: each route and import in the app's table is part
// of every listener's first visit, which has no room to spare.
const screen = (name: Screen) => () => import('./RequestScreens').then((m) => ({ Component: m[name] }));

/** The request screens in the app's route table, loaded on the first visit to any of them. */
export const requestRoutes: RouteObject[] = [
  { path: 'backstage/requests/*', lazy: screen('RequestScreens') },
  { path: 'become-artist', lazy: screen('BecomeArtistScreen') },
  { path: 'claim-artist', lazy: screen('ClaimArtistScreen') },
];
