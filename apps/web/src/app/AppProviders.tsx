import type { HttpClient } from '@tonearm/client';
import { HttpClientProvider, QueryPolicyProvider } from '@tonearm/client/react';
import { ActiveThemeProvider, BootstrapDataProvider, type BootstrapStore } from '@tonearm/shell';
import type { ReactNode } from 'react';

export interface AppProvidersProps {
  http: HttpClient;
  bootstrap: BootstrapStore;
  children: ReactNode;
}

/** Everything a screen may rely on: the HTTP client, the query policy, the bootstrap data and the visitor's theme. */
export function AppProviders({ http, bootstrap, children }: AppProvidersProps) {
  return (
    <HttpClientProvider client={http}>
      <QueryPolicyProvider>
        <BootstrapDataProvider store={bootstrap}>
          <ActiveThemeProvider>{children}</ActiveThemeProvider>
        </BootstrapDataProvider>
      </QueryPolicyProvider>
    </HttpClientProvider>
  );
}
