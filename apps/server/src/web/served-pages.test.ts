import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../admin/test-support/admin-audiences';
import { albums, artistAlbum, artists, artistTrack, tracks } from '../db/schema';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

const APP_URL = 'https://music.example.com';

let app: TestServer;
let admin: TestVisitor;
let artistId: number;
let trackId: number;

beforeAll(async () => {
  app = await startTestServer({ APP_URL });
  admin = await signInAdmin(app);
  const db = app.server.services.db;
  const [artist] = await db
    .insert(artists)
    .values({
      name: 'Cora <Vale> & "Friends"',
      bio: 'Songs from the coast.',
      image: '/storage/artists/cora.jpg',
    })
    .returning();
  const [album] = await db
    .insert(albums)
    .values({ name: 'Dusk', image: '/storage/albums/dusk.jpg' })
    .returning();
  if (!artist || !album) throw new Error('The catalogue was not seeded');
  await db.insert(artistAlbum).values({ artist_id: artist.id, album_id: album.id });
  const [track] = await db
    .insert(tracks)
    .values({ name: 'Night', duration: 1000, album_id: album.id, src: 'https://cdn.example.com/night.mp3' })
    .returning();
  if (!track) throw new Error('The track was not seeded');
  await db.insert(artistTrack).values({ artist_id: artist.id, track_id: track.id });
  artistId = artist.id;
  trackId = track.id;
}, 60_000);
afterAll(() => app?.stop());

const page = (path: string) => new TestVisitor(app.url).get(path, { headers: { Accept: 'text/html' } });
const save = (changes: unknown) =>
  admin.request('/api/v1/admin/appearance', { method: 'POST', body: { changes } });

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const titleOf = (html: string) => tag(html, /<title>([^<]*)<\/title>/);
const metaOf = (html: string, key: string) =>
  tag(html, new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`));

describe('the tags of a served page', () => {
  it("writes an artist page's templated title, og:title, og:image and canonical URL from APP_URL", async () => {
    const html = (await page(`/artist/${artistId}/cora-vale`)).text;
    const name = 'Cora &lt;Vale&gt; &amp; &quot;Friends&quot;';
    expect(titleOf(html)).toBe(`${name} - Tonearm`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaOf(html, 'og:title')).toBe(`${name} - Tonearm`);
    expect(metaOf(html, 'og:image')).toBe(`${APP_URL}/storage/artists/cora.jpg`);
    expect(metaOf(html, 'description')).toBe('Songs from the coast.');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/artist/${artistId}/cora-vale-friends">`);
    expect(html).not.toContain('<Vale>');
  });

  it('never builds addresses on the Host the request names', async () => {
    const html = (
      await new TestVisitor(app.url).get(`/artist/${artistId}/x`, {
        headers: { 'X-Forwarded-Host': 'evil.example' },
      })
    ).text;
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('127.0.0.1');
  });

  it("gives a track page its album's image and its audio", async () => {
    const html = (await page(`/track/${trackId}/night`)).text;
    expect(titleOf(html)).toBe('Night by Cora &lt;Vale&gt; &amp; &quot;Friends&quot; - Tonearm');
    expect(metaOf(html, 'og:image')).toBe(`${APP_URL}/storage/albums/dusk.jpg`);
    expect(metaOf(html, 'og:audio')).toBe('https://cdn.example.com/night.mp3');
    expect(metaOf(html, 'og:type')).toBe('music.song');
  });

  it("gives a missing artist the site's own title and description, and no canonical URL or image", async () => {
    const html = (await page('/artist/999999/nobody')).text;
    expect(titleOf(html)).toBe('Tonearm');
    expect(metaOf(html, 'description')).toBe('Open, accessible music streaming.');
    expect(metaOf(html, 'og:image')).toBeUndefined();
    expect(html).not.toContain('rel="canonical"');
  });

  it('writes a saved template into the next page, and the original again after a reset', async () => {
    const saved = await save({
      seo: {
        artist: {
          title: 'Listen to {{artist.name}} on {{site_name}}',
          description: '{{artist.description}}',
        },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(titleOf((await page(`/artist/${artistId}/x`)).text)).toBe(
      'Listen to Cora &lt;Vale&gt; &amp; &quot;Friends&quot; on Tonearm',
    );
    expect((await save({ seo: { artist: null } })).status).toBe(200);
    expect(titleOf((await page(`/artist/${artistId}/x`)).text)).toBe(
      'Cora &lt;Vale&gt; &amp; &quot;Friends&quot; - Tonearm',
    );
  });

  it('refuses a template naming a field its page does not have with 422 and a message', async () => {
    const answer = await save({ seo: { artist: { title: '{{album.name}}', description: '' } } });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain('This page has no {{album.name}}.');
  });

  it('writes the saved description and favicon into every page', async () => {
    const values = (await admin.get('/api/v1/admin/appearance/values')).json as {
      values: { branding: Record<string, unknown> };
    };
    const branding = {
      ...values.values.branding,
      site_description: 'Radio by the sea.',
      favicon: '/storage/branding/icon.png',
    };
    expect((await save({ branding })).status).toBe(200);
    const html = (await page('/login')).text;
    expect(metaOf(html, 'description')).toBe('Radio by the sea.');
    expect(html).toContain('<link rel="icon" href="/storage/branding/icon.png">');
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    expect(html).not.toContain('apple-touch-icon');
  });
});

describe('custom code and the content security policy', () => {
  const policyOf = async (path: string) => {
    const answer = await page(path);
    return { html: answer.text, policy: answer.headers.get('Content-Security-Policy') ?? '' };
  };
  const scriptSources = (policy: string) =>
    policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';

  it('admits the operator’s scripts by a fresh nonce and no other inline script', async () => {
    const saved = await save({
      custom_code: {
        css: 'body { outline: 1px solid red; }',
        html: '<script>window.operator = 1;</script><p>Hi</p>',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const first = await policyOf('/discover');
    const second = await policyOf('/discover');
    const nonce = tag(first.html, /<script nonce="([^"]+)">window\.operator = 1;<\/script>/);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptSources(first.policy)).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(scriptSources(second.policy)).not.toContain(nonce);
    expect(first.policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Only the operator's script carries the nonce: the bootstrap data is JSON, never run.
    expect(first.html.match(/nonce="/g)).toHaveLength(1);
    expect(first.html).toContain('<style id="be-custom-css">body { outline: 1px solid red; }</style>');
    expect(first.html).toContain('<div id="be-custom-html"><script nonce=');
  });

  it('keeps the policy without a nonce when the custom HTML has no script', async () => {
    expect((await save({ custom_code: { css: '', html: '<p>Hi</p>' } })).status).toBe(200);
    const { html, policy } = await policyOf('/discover');
    expect(scriptSources(policy)).toBe("script-src 'self'");
    expect(html).toContain('<div id="be-custom-html"><p>Hi</p></div>');
    expect(html).not.toContain('be-custom-css');
  });

  it('refuses CSS that would close its style element with 422', async () => {
    const answer = await save({ custom_code: { css: '</style><script>x()</script>', html: '' } });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain('CSS cannot contain </style>.');
  });
});

describe('the landing page', () => {
  const landing = {
    header_title: 'Music from the coast',
    header_subtitle: '',
    header_image: '/storage/landing/header.jpg',
    header_overlay_color_1: '#1E1B4B',
    header_overlay_color_2: null,
    header_overlay_opacity: 70,
    actions: [{ label: 'Hear it now', url: '/discover' }],
    primary_features: [{ title: 'Offline listening', subtitle: '', image: null }],
    secondary_features: [],
    show_trending: true,
    show_pricing: false,
  };

  it("reaches a new visitor's bootstrap data once saved, beside the homepage choice it leaves alone", async () => {
    expect((await save({ landing })).status).toBe(200);
    const bootstrap = (await new TestVisitor(app.url).get('/api/v1/bootstrap-data')).json as {
      settings: { homepage: { type: string; appearance: unknown } };
    };
    expect(bootstrap.settings.homepage.type).toBe('channel');
    expect(bootstrap.settings.homepage.appearance).toEqual(landing);
    const values = (await admin.get('/api/v1/admin/appearance/values')).json as {
      values: { landing: unknown };
    };
    expect(values.values.landing).toEqual(landing);
    // The served landing page shows its header image to link previews.
    const html = (await page('/landing')).text;
    expect(metaOf(html, 'og:image')).toBe(`${APP_URL}/storage/landing/header.jpg`);
  });

  it('refuses a colour that is not #RRGGBB and a button linking to a script with 422 and messages', async () => {
    const answer = await save({
      landing: {
        ...landing,
        header_overlay_color_1: 'red',
        actions: [{ label: 'Go', url: 'javascript:alert(1)' }],
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain('Give a colour such as #1E1B4B.');
    expect(answer.text).toContain('changes.landing.actions.0.url');
  });
});
