import type { RouteObject } from 'react-router';
import { AppLayout, EmbedLayout, type ShellSlots } from './layout';
import { NotFoundPage, RouteErrorPage } from './route-errors';

/**
 * The shell's layout route. Feature routes are composed into `children` by the app's route table, the front page
 * (`index: true`) among them: the shell does not decide what `/` shows. The not-found routes come last so every
 * unknown path renders the 404 page inside the layout. `slots` carries the parts other features add to the
 * layout, such as the notification bell.
 */
export function shellRoutes(featureRoutes: RouteObject[], slots?: ShellSlots): RouteObject[] {
  return [
    {
      element: <AppLayout {...(slots ? { slots } : {})} />,
      errorElement: <RouteErrorPage />,
      children: [
        ...featureRoutes,
        { path: '404', element: <NotFoundPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * The layout route of pages made to be framed by other sites (the embeds): `embedRoutes` render in the shell's
 * `EmbedLayout`, without the site's navbar, footer and player. Listed before `shellRoutes` in the app's table.
 */
export function shellEmbedRoutes(embedRoutes: RouteObject[]): RouteObject[] {
  return [{ element: <EmbedLayout />, errorElement: <RouteErrorPage />, children: embedRoutes }];
}
