import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider, QueryPolicyProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore, shellRoutes } from '@tonearm/shell';
import { UploadsProvider } from '@tonearm/uploads';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { SignedInOnly } from '../account/SignedInOnly';
import { PasswordConfirmationProvider } from '../password-confirmation/PasswordConfirmationProvider';
import { routes } from '../routes';
import { storyHomeRoute } from './story-home-route';

export interface AccountStoryFrameProps {
  data: BootstrapData;
  /** @default '/account-settings' */
  initialPath?: string;
  /**
   * One panel to show alone (with the password prompt) at `/panel` instead of the account routes; the shell's
   * layout still frames it, so its toasts show.
   */
  panel?: ReactNode;
}

function panelRoutes(panel: ReactNode): RouteObject[] {
  return [
    {
      path: 'panel',
      element: (
        <SignedInOnly>
          <PasswordConfirmationProvider>
            <div className="mx-auto max-w-3xl p-4">{panel}</div>
          </PasswordConfirmationProvider>
        </SignedInOnly>
      ),
    },
  ];
}

/**
 * Renders the account area as the app does: inside the shell's layout (toasts, error dialog), with the bootstrap
 * data, the app's upload queue, a memory router, a fresh query cache without retries and an HTTP client whose requests MSW answers.
 */
export function AccountStoryFrame({ data, initialPath, panel }: AccountStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(data));
  const [router] = useState(() =>
    createMemoryRouter(shellRoutes([storyHomeRoute, ...(panel ? panelRoutes(panel) : routes)]), {
      initialEntries: [initialPath ?? (panel ? '/panel' : '/account-settings')],
    }),
  );
  return (
    <HttpClientProvider client={http}>
      <QueryPolicyProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <BootstrapDataProvider store={store}>
          <UploadsProvider>
            <RouterProvider router={router} />
          </UploadsProvider>
        </BootstrapDataProvider>
      </QueryPolicyProvider>
    </HttpClientProvider>
  );
}
