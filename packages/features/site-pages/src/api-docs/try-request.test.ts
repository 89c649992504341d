import { describe, expect, it } from 'vitest';
import { type FetchPort, sendTryRequest } from './try-request';

function recordingFetch(answer: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const port: FetchPort = async (url, init) => {
    calls.push({ url, init });
    return answer;
  };
  return { port, calls };
}

describe('sendTryRequest', () => {
  it('sends the token as Bearer, the real method and the JSON body, without cookies', async () => {
    const { port, calls } = recordingFetch(
      Response.json({ status: 'success' }, { status: 200, statusText: 'OK' }),
    );
    const answer = await sendTryRequest(
      {
        method: 'delete',
        url: 'http://localhost/api/v1/access-tokens/3',
        token: ' secret ',
        body: '{"a":1}',
      },
      port,
    );
    const [call] = calls;
    expect(call?.init.method).toBe('DELETE');
    expect(call?.init.credentials).toBe('omit');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer secret');
    expect(headers.get('content-type')).toBe('application/json');
    expect(call?.init.body).toBe('{"a":1}');
    expect(answer).toMatchObject({ status: 200, body: '{\n  "status": "success"\n}' });
  });

  it('sends no Authorization header or body when they are empty, and shows text answers as they are', async () => {
    const { port, calls } = recordingFetch(new Response('log line', { status: 200 }));
    const answer = await sendTryRequest(
      { method: 'get', url: 'http://localhost/x', token: '', body: ' ' },
      port,
    );
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.has('authorization')).toBe(false);
    expect(calls[0]?.init.body).toBeUndefined();
    expect(answer.body).toBe('log line');
  });
});
