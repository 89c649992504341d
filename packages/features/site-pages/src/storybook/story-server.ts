import type { CustomPage } from '@tonearm/client/contract';
import {
  isMusicServiceLink,
  isSpotifyPlaylistLink,
  PLAYLIST_LINK_MESSAGE,
  SUGGESTED_LINK_MESSAGE,
} from '@tonearm/client/rules';
import { delay, HttpResponse, http } from 'msw';
import { fn } from 'storybook/test';
import { storyPrivacyPolicy } from './story-data';

const ACKNOWLEDGEMENTS = {
  contact: 'Your message has been submitted.',
  suggest: 'Thank you for your support. We will review your request within 24 hours',
  import: 'Thank you, we will review your request.',
};

const refused = (field: string, message: string) =>
  HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 422 });

/** A small OpenAPI 3.1 document in the shape the server generates. */
export const storyOpenApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Tonearm API',
    version: '1',
    description: 'Send a personal access token as a Bearer header.',
  },
  servers: [{ url: 'http://localhost:6006' }],
  paths: {
    '/auth/login': {
      post: {
        summary: 'Sign in',
        description: 'Open to everyone.',
        tags: ['Authentication'],
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
                required: ['email', 'password'],
              },
            },
          },
        },
        responses: {
          '200': { description: 'Success.' },
          '422': { description: 'The body did not validate.' },
        },
      },
    },
    '/api/v1/users/{id}': {
      get: {
        summary: "A user ('me' for yourself)",
        description: 'Needs a signed-in account: a session or a personal access token.',
        tags: ['Account'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'Success.',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { user: { type: 'object' } }, required: ['user'] },
              },
            },
          },
          '401': { description: 'Not signed in, or the access token is unknown.' },
        },
      },
    },
  },
};

export type ContactPageMode = 'answer' | 'serverError' | 'pending';

/**
 * The reference server's site-page calls: `POST contact-page` with the server's link rules, custom pages by id or
 * slug, the OpenAPI document and `GET users/me` for a Bearer token. `calls` records what the app sent.
 */
export function createStoryServer() {
  let mode: ContactPageMode = 'answer';
  let pages: CustomPage[] = [storyPrivacyPolicy];
  const calls = { contactPage: fn<(body: Record<string, unknown>) => void>() };

  const handlers = [
    http.post('/api/v1/contact-page', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      calls.contactPage(body);
      if (mode === 'pending') await delay('infinite');
      if (mode === 'serverError') return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      if ('import_playlist_spotify' in body) {
        if (!isSpotifyPlaylistLink(body.import_playlist_spotify ?? '')) {
          return refused('import_playlist_spotify', PLAYLIST_LINK_MESSAGE);
        }
        return HttpResponse.json({ status: 'success', message: ACKNOWLEDGEMENTS.import });
      }
      if ('link' in body) {
        if (!isMusicServiceLink(body.link ?? '')) return refused('link', SUGGESTED_LINK_MESSAGE);
        return HttpResponse.json({ status: 'success', message: ACKNOWLEDGEMENTS.suggest });
      }
      return HttpResponse.json({ status: 'success', message: ACKNOWLEDGEMENTS.contact });
    }),
    http.get('/api/v1/custom-pages/:idOrSlug', async ({ params }) => {
      const key = String(params.idOrSlug);
      if (mode === 'pending') await delay('infinite');
      const page = pages.find((candidate) => String(candidate.id) === key || candidate.slug === key);
      return page
        ? HttpResponse.json({ page })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.get('/api/v1/openapi.json', async () => {
      if (mode === 'pending') await delay('infinite');
      if (mode === 'serverError') return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      return HttpResponse.json(storyOpenApiDocument);
    }),
    http.get('/api/v1/users/me', ({ request }) =>
      request.headers.get('authorization') === 'Bearer story-token'
        ? HttpResponse.json({ user: { id: 7, name: 'Nina Simone', email: 'nina@tonearm.test' } })
        : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    ),
  ];

  return {
    handlers,
    calls,
    /** Starts over: answers as the server does unless `mode` says otherwise. */
    reset(next: ContactPageMode = 'answer', nextPages: CustomPage[] = [storyPrivacyPolicy]) {
      mode = next;
      pages = nextPages;
      calls.contactPage.mockClear();
    },
  };
}
