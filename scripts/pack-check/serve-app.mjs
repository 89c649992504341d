import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves a built single-page app under `base` on a free loopback port: its files as they are, and its `index.html`
 * for every other path under `base`, as a host serving a client-side router does.
 */
export async function serveApp(distDir, base) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!path.startsWith(base)) {
      response.writeHead(404).end();
      return;
    }
    const file = normalize(join(distDir, path.slice(base.length)));
    const body = file.startsWith(distDir) && extname(file) ? await readFile(file).catch(() => null) : null;
    if (body) {
      response
        .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(body);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(await readFile(join(distDir, 'index.html')));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
