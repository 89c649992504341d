import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { forwardedEntry } from './client-address';

describe('the address a proxy forwarded', () => {
  it('takes the entry the trusted hops appended, counted from the right', () => {
    const header = '6.6.6.6, 203.0.113.7, 10.0.0.2';
    expect(forwardedEntry(header, 1)).toBe('10.0.0.2');
    expect(forwardedEntry(header, 2)).toBe('203.0.113.7');
    expect(forwardedEntry(header, 3)).toBe('6.6.6.6');
    // More hops configured than entries: the furthest one there is.
    expect(forwardedEntry('203.0.113.7', 2)).toBe('203.0.113.7');
    expect(forwardedEntry(' , ', 1)).toBeNull();
    expect(forwardedEntry(undefined, 1)).toBeNull();
  });

  it('reads TRUST_PROXY as a number of hops, 1 for the old yes', () => {
    const hops = (value: string) =>
      (parseEnv({ TRUST_PROXY: value }) as { env?: { TRUST_PROXY: number } }).env;
    expect(hops('1')?.TRUST_PROXY).toBe(1);
    expect(hops('true')?.TRUST_PROXY).toBe(1);
    expect(hops('2')?.TRUST_PROXY).toBe(2);
    expect(hops('0')?.TRUST_PROXY).toBe(0);
    expect(hops('off')?.TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'many' }).ok).toBe(false);
  });
});

describe('per-address limits behind one proxy', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ TRUST_PROXY: '1' });
  }, 60_000);
  afterAll(() => app?.stop());

  it('cannot be passed by writing other addresses at the left of X-Forwarded-For', async () => {
    const agent = await new TestVisitor(app.url).open();
    const statuses: number[] = [];
    for (let sent = 0; sent < 11; sent++) {
      const answer = await agent.post(
        '/api/v1/contact-page',
        { name: 'Bot', email: 'bot@example.com', message: `Spam ${sent}` },
        { headers: { 'X-Forwarded-For': `198.51.100.${sent}, 203.0.113.9` } },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
