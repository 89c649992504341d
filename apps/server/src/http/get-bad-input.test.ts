import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { API_PREFIXES, createApp } from '../app';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { projectRoot } from '../config/paths';
import { LIVE_STREAM_PATH } from '../live/live-routes';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor, type Visit } from '../test-support/test-visitor';

let app: TestServer;
let admin: TestVisitor;
let listener: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  listener = await registerListener(app.url, 'get-bad-input@example.com', 'correct horse battery');
  admin = await new TestVisitor(app.url).open();
  const login = await admin.post('/auth/login', {
    email: DEFAULT_ADMIN_EMAIL,
    password: DEFAULT_ADMIN_PASSWORD,
    remember: false,
  });
  if (login.status !== 200) throw new Error(`The admin could not sign in: ${login.text}`);
}, 60_000);
afterAll(() => app?.stop());

/** Every GET route of the API, as declared (`/api/v1/artists/:id{[0-9]+}`). */
function getRoutes(): string[] {
  const routes = createApp(app.server.services, projectRoot())
    .routes.filter((route) => route.method === 'GET')
    .map((route) => route.path)
    .filter((path) => API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !/^\/\w+\/\*$/.test(path))
    // The live updates stream never ends for a signed-in visitor; live-routes.test.ts checks what it answers.
    .filter((path) => path !== LIVE_STREAM_PATH);
  return [...new Set(routes)].sort();
}

/** The route with every parameter (and wildcard) set to `value`. */
const withParams = (route: string, value: string) =>
  route.replace(/:\w+(\{[^}]*\})?/g, value).replace(/\*/g, value);

/** Query values a client could send to any list or search. */
const HOSTILE_QUERY =
  '?page=1e309&perPage=1e309&per_page=-1&query=1e309&orderBy=constructor&orderDir=__proto__' +
  '&constructor=1&__proto__=1&__proto__[polluted]=1&filters=%7B%22__proto__%22%3A1%7D&with=constructor';

const messageSchema = z.object({ message: z.string().min(1) });

/** Never a server error; a refusal says why in JSON. */
function expectNoServerError(visit: Visit, label: string) {
  expect(visit.status, `${label} ${visit.status}: ${visit.text.slice(0, 300)}`).toBeLessThan(500);
  const json = visit.headers.get('content-type')?.includes('application/json');
  if (visit.status >= 400 && json) {
    expect(messageSchema.safeParse(visit.json).success, `${label}: ${visit.text.slice(0, 300)}`).toBe(true);
  }
}

describe('bad input on every GET route', () => {
  it('finds the GET routes of the API', () => {
    expect(getRoutes().length).toBeGreaterThan(60);
  });

  it.each(['1e309', '99999999999999999999', '-1', 'constructor', '__proto__', 'toString'])(
    'answers every GET route with %s in its path and hostile query values without a server error',
    async (value) => {
      for (const route of getRoutes()) {
        const path = withParams(route, value);
        for (const visitor of [admin, listener]) {
          expectNoServerError(await visitor.get(path), path);
          expectNoServerError(await visitor.get(`${path}${HOSTILE_QUERY}`), `${path}${HOSTILE_QUERY}`);
        }
      }
    },
    120_000,
  );

  it('answers every GET route 422 with a message to a NUL character in its path or its query', async () => {
    for (const route of getRoutes()) {
      const paths = [`${withParams(route, '1')}?query=a%00b&page=1%00`];
      if (withParams(route, 'x') !== route) paths.push(withParams(route, 'a%00b'));
      for (const path of paths) {
        const visit = await admin.get(path);
        expect(visit.status, `${path}: ${visit.text.slice(0, 200)}`).toBe(422);
        expect(messageSchema.safeParse(visit.json).success).toBe(true);
      }
    }
  }, 120_000);
});

describe('a NUL character in a multipart upload', () => {
  const upload = (form: FormData) => listener.post('/api/v1/file-entries', form);

  it('answers 422 with a message to a NUL character in a field name', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    form.append('relative\u0000Path', 'a');
    const visit = await upload(form);
    expect(visit.status, visit.text).toBe(422);
    expect(messageSchema.safeParse(visit.json).success).toBe(true);
  });

  it('answers 422 with a message to a NUL character in a field value', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    form.append('relativePath', 'a\u0000b');
    const visit = await upload(form);
    expect(visit.status, visit.text).toBe(422);
    expect(messageSchema.safeParse(visit.json).success).toBe(true);
  });

  it('answers 422 with a message to a NUL character in a file name', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hel\u0000lo.txt');
    const visit = await upload(form);
    expect(visit.status, visit.text).toBe(422);
    expect(messageSchema.safeParse(visit.json).success).toBe(true);
  });
});
