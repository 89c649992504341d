// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../core/types';
import { HttpClientProvider, useHttpClient } from './http-client-context';

// Only its identity matters here: the provider must hand over exactly this object.
const client = { workspaceId: null } as unknown as HttpClient;

describe('HttpClientProvider', () => {
  it('hands the given client to useHttpClient', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HttpClientProvider client={client}>{children}</HttpClientProvider>
    );
    const { result } = renderHook(() => useHttpClient(), { wrapper });
    expect(result.current).toBe(client);
  });

  it('makes useHttpClient throw a clear error without a provider', () => {
    expect(() => renderHook(() => useHttpClient())).toThrow(/needs an <HttpClientProvider>/);
  });
});
