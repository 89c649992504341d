import { createContext, type ReactNode, useContext } from 'react';
import type { HttpClient } from '../core/types';

const HttpClientContext = createContext<HttpClient | null>(null);

/** Props of {@link HttpClientProvider}. */
export interface HttpClientProviderProps {
  /** The one client every product call below goes through, usually from `createHttpClient`. */
  client: HttpClient;
  children?: ReactNode;
}

/** Hands the app's HTTP client to the features below, so no feature builds its own. */
export function HttpClientProvider({ client, children }: HttpClientProviderProps) {
  return <HttpClientContext.Provider value={client}>{children}</HttpClientContext.Provider>;
}

/** The HTTP client from the nearest {@link HttpClientProvider}; throws when there is none. */
export function useHttpClient(): HttpClient {
  const client = useContext(HttpClientContext);
  if (!client) throw new Error('useHttpClient needs an <HttpClientProvider> above it.');
  return client;
}
