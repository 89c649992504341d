import type * as z from 'zod';
import type { ProviderCredentials } from '../provider-credentials';

/** Who the provider says signed in. */
export interface SocialIdentity {
  /** The provider's stable account id. */
  id: string;
  /** A verified email address, `null` when the provider did not share one or has not verified it. */
  email: string | null;
  /** Shown in account settings as the connected account. */
  username: string | null;
}

export interface AuthorizationRequest {
  credentials: ProviderCredentials;
  redirectUri: string;
  state: string;
  /** The S256 PKCE challenge; providers that do not support PKCE ignore it. */
  codeChallenge: string;
}

export interface CodeExchange {
  credentials: ProviderCredentials;
  redirectUri: string;
  code: string;
  codeVerifier: string;
  fetch: typeof fetch;
}

/** One sign-in provider, written against its public OAuth 2.0 API. */
export interface OAuthProvider {
  /** The provider's page the popup is sent to. */
  authorizationUrl(request: AuthorizationRequest): string;
  /** Trades the callback's code for an access token, then reads the account with it. */
  identify(exchange: CodeExchange): Promise<SocialIdentity>;
}

/** A provider answered something other than what its API documents. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

// A provider that hangs must not hold the popup open forever.
const PROVIDER_TIMEOUT_MS = 10_000;

/** Calls a provider and checks its JSON answer against the shape its documentation gives. */
export async function callProvider<S extends z.ZodType>(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  schema: S,
): Promise<z.infer<S>> {
  const response = await fetcher(url, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new ProviderError(`${new URL(url).host} answered ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ProviderError(`${new URL(url).host} answered an unexpected body`);
  return parsed.data;
}

/** `application/x-www-form-urlencoded`, as OAuth 2.0 token endpoints expect (RFC 6749 §4.1.3). */
export function formPost(fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  };
}

export const bearer = (token: string): RequestInit => ({ headers: { Authorization: `Bearer ${token}` } });

export function withQuery(address: string, query: Record<string, string>): string {
  const url = new URL(address);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
