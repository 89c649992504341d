import type { HttpClient } from '@tonearm/client';
import { HttpClientProvider, QueryPolicyProvider } from '@tonearm/client/react';
import { ActiveThemeProvider, BootstrapDataProvider, type BootstrapStore } from '@tonearm/shell';
import { UploadsProvider } from '@tonearm/uploads';
import type { ReactNode } from 'react';

export interface AppProvidersProps {
  http: HttpClient;
  bootstrap: BootstrapStore;
  children: ReactNode;
}

/**
 * Everything a screen may rely on: the HTTP client, the query policy, the bootstrap data, the visitor's theme and
 * the app's upload queue.
 */
export function AppProviders({ http, bootstrap, children }: AppProvidersProps) {
  return (
    <HttpClientProvider client={http}>
      <QueryPolicyProvider>
        <BootstrapDataProvider store={bootstrap}>
          <ActiveThemeProvider>
            <UploadsProvider>{children}</UploadsProvider>
          </ActiveThemeProvider>
        </BootstrapDataProvider>
      </QueryPolicyProvider>
    </HttpClientProvider>
  );
}
