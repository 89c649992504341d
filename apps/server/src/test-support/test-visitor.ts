/** Options of one request made by a {@link TestVisitor}. */
export interface VisitOptions {
  method?: string;
  /** Sent as JSON unless it is a string, `FormData`, `URLSearchParams` or a stream (sent without a length). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Echo the XSRF-TOKEN cookie in `X-XSRF-TOKEN`, as the client does. @default true */
  xsrf?: boolean;
}

export interface Visit {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, `undefined` when it is not JSON. */
  json: unknown;
}

/** A browser-like visitor: keeps cookies between requests and echoes the XSRF token like the product's client. */
export class TestVisitor {
  readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(path: string, options: VisitOptions = {}): Promise<Visit> {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (options.xsrf !== false && xsrf && !headers.has('X-XSRF-TOKEN')) {
      headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    }
    let body: BodyInit | undefined;
    if (
      typeof options.body === 'string' ||
      options.body instanceof FormData ||
      options.body instanceof URLSearchParams ||
      options.body instanceof ReadableStream
    ) {
      body = options.body;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
      // A stream goes as it is read, without a length.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    });
    this.remember(response.headers.getSetCookie());
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  get(path: string, options: Omit<VisitOptions, 'method' | 'body'> = {}): Promise<Visit> {
    return this.request(path, { ...options, method: 'GET' });
  }

  post(path: string, body?: unknown, options: Omit<VisitOptions, 'method' | 'body'> = {}): Promise<Visit> {
    return this.request(path, { ...options, method: 'POST', body });
  }

  /** Gets a page first, the way a browser starts, so the session and XSRF cookies exist. */
  async open(): Promise<this> {
    await this.get('/api/v1/users/me');
    return this;
  }

  private remember(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => /^max-age=(0|-)/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
