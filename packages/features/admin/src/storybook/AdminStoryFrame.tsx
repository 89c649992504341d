import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider } from '@tonearm/client/react';
import { createCookieJar } from '@tonearm/client/rules';
import { ActiveThemeProvider, BootstrapDataProvider, BootstrapStore, ThemeChoiceStore } from '@tonearm/shell';
import { useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { AdminArea } from '../layout/AdminArea';
import { adminSection } from '../routes';

// Section screens for the layout's stories: only their heading, as each real screen brings its own `<h1>`.
const headingClasses = 'p-6 font-semibold text-2xl';
const DashboardScreen = () => <h1 className={headingClasses}>Dashboard</h1>;
const UsersScreen = () => <h1 className={headingClasses}>Users</h1>;
const FilesScreen = () => <h1 className={headingClasses}>Files</h1>;

/** Where a redirect took the visitor, for stories that check the guards. */
function StoryLocation() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

/** The story sections beside the menu's items: the dashboard, users and files. */
const storyRoutes: RouteObject[] = [
  {
    path: 'admin/*',
    element: (
      <AdminArea
        sections={[
          adminSection({ index: true }, 'admin.access', async () => DashboardScreen),
          adminSection('users', 'users.update', async () => UsersScreen),
          adminSection('files', 'files.update', async () => FilesScreen),
        ]}
      />
    ),
  },
  { path: '*', element: <StoryLocation /> },
];

export interface AdminStoryFrameProps {
  data: BootstrapData;
  /** @default '/admin' */
  initialPath?: string;
}

/** The admin routes in a memory router with the app's providers: bootstrap data, theme, query cache, HTTP client. */
export function AdminStoryFrame({ data, initialPath = '/admin' }: AdminStoryFrameProps) {
  const [store] = useState(() => new BootstrapStore(data));
  const [themeChoice] = useState(() => new ThemeChoiceStore(createCookieJar({ cookie: '' })));
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [router] = useState(() => createMemoryRouter(storyRoutes, { initialEntries: [initialPath] }));
  return (
    <HttpClientProvider client={http}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <BootstrapDataProvider store={store}>
          <ActiveThemeProvider store={themeChoice}>
            <RouterProvider router={router} />
          </ActiveThemeProvider>
        </BootstrapDataProvider>
      </SWRConfig>
    </HttpClientProvider>
  );
}
