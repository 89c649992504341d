export { HttpClientProvider, type HttpClientProviderProps, useHttpClient } from './http-client-context';
export { QueryPolicyProvider, type QueryPolicyProviderProps } from './query-policy-provider';
