import { render } from '@testing-library/react';
import type { BootstrapData } from '@tonearm/client/contract';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';

/** Prints where the router ended up. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

/** Renders `routes` at `path` with the given bootstrap data; every other path shows the location probe. */
export function renderRoutes(routes: RouteObject[], path: string, data: BootstrapData) {
  const store = new BootstrapStore(data);
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [path],
  });
  const view = render(
    <BootstrapDataProvider store={store}>
      <RouterProvider router={router} />
    </BootstrapDataProvider>,
  );
  return { ...view, router, store };
}
