import { request } from 'node:http';
import type { TestVisitor } from './test-visitor';

/**
 * Posts JSON as `visitor` (its cookies and XSRF echo) to the server at `baseUrl`, but with a `Host` header of the
 * sender's choosing, which fetch would not let a test set.
 */
export function postWithHost(
  visitor: TestVisitor,
  baseUrl: string,
  path: string,
  body: unknown,
  host: string,
): Promise<{ status: number; json: unknown }> {
  const url = new URL(path, baseUrl);
  const payload = JSON.stringify(body);
  const xsrf = visitor.cookies.get('XSRF-TOKEN');
  const headers: Record<string, string> = {
    Host: host,
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(payload)),
    Cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
  };
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode ?? 0, json });
      });
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}
