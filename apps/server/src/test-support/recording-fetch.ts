/** One request the server made to another site, as the test saw it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The body as text (form and JSON bodies both), `''` when there was none. */
  body: string;
}

/** Answers a request to another site; `undefined` lets the next handler try. */
export type FakeSite = (request: RecordedRequest) => Response | undefined;

/**
 * A `fetch` for the server to call other sites with, in tests: it records every request and answers from the
 * scripted sites, in order. A request no site answers fails like an unreachable host, as it would here.
 */
export class RecordingFetch {
  readonly requests: RecordedRequest[] = [];
  private sites: FakeSite[] = [];

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    };
    this.requests.push(recorded);
    for (const site of this.sites) {
      const answer = site(recorded);
      if (answer) return answer;
    }
    throw new TypeError(`fetch failed: no route to ${recorded.url.host}`);
  };

  /** Adds a site that answers the requests it recognises. */
  answer(site: FakeSite): void {
    this.sites.push(site);
  }

  /** Forgets the recorded requests and the scripted sites. */
  reset(): void {
    this.requests.length = 0;
    this.sites = [];
  }

  /** The recorded requests to `origin + pathname` (no query). */
  to(address: string): RecordedRequest[] {
    return this.requests.filter((request) => `${request.url.origin}${request.url.pathname}` === address);
  }
}

/** A JSON answer with a status. */
export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
