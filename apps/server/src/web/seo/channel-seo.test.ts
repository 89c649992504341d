import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelSettings } from '../../catalogue/channels/channel-config';
import { channels } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';

let app: TestServer;

const config = (seo: Pick<ChannelSettings, 'seo_title' | 'seo_description'>): ChannelSettings => ({
  content_model: 'album',
  content_type: 'listAll',
  content_order: 'name:asc',
  layout: 'grid',
  nested_layout: null,
  restriction: null,
  hide_title: false,
  ...seo,
});

beforeAll(async () => {
  app = await startTestServer({ APP_URL: 'https://music.example.com' });
  await app.server.services.db.insert(channels).values([
    {
      name: 'Coastal <radio>',
      slug: 'coastal',
      description: 'Songs from the coast.',
      config: config({ seo_title: 'Coastal & calm music', seo_description: 'Slow "waves" all night.' }),
    },
    {
      name: 'Late night',
      slug: 'late-night',
      description: 'After hours.',
      config: config({ seo_title: null, seo_description: null }),
    },
    {
      name: 'Morning',
      slug: 'morning',
      description: 'Early light.',
      config: config({ seo_title: 'Wake up to Morning', seo_description: null }),
    },
  ]);
}, 60_000);
afterAll(() => app?.stop());

const html = async (path: string) =>
  (await new TestVisitor(app.url).get(path, { headers: { Accept: 'text/html' } })).text;
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const metaOf = (page: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(page)?.[1];

describe("a channel page's served tags", () => {
  it.each(['/coastal', '/channel/coastal', '/channel/coastal/rock'])(
    "use the channel's own SEO title and description at %s, escaped",
    async (path) => {
      const page = await html(path);
      expect(titleOf(page)).toBe('Coastal &amp; calm music');
      expect(metaOf(page, 'og:title')).toBe('Coastal &amp; calm music');
      expect(metaOf(page, 'description')).toBe('Slow &quot;waves&quot; all night.');
      expect(metaOf(page, 'twitter:description')).toBe('Slow &quot;waves&quot; all night.');
      expect(page).toContain('<link rel="canonical" href="https://music.example.com/coastal">');
    },
  );

  it("fall back to the site's channel template without an SEO title or description", async () => {
    const page = await html('/channel/late-night');
    expect(titleOf(page)).toBe('Late night - Tonearm');
    expect(metaOf(page, 'description')).toBe('After hours.');
  });

  it('take the SEO title alone and the template for a description left empty', async () => {
    const page = await html('/morning');
    expect(titleOf(page)).toBe('Wake up to Morning');
    expect(metaOf(page, 'description')).toBe('Early light.');
  });
});
