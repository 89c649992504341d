import { describe, expect, it } from 'vitest';
import { seoHeadTags } from './seo-head-tags';
import { seoRouteFor } from './seo-route';
import { clipDescription, renderSeoTemplate } from './seo-template';

describe('renderSeoTemplate', () => {
  it("fills each variable with the entity's field, spaces inside the braces allowed", () => {
    expect(
      renderSeoTemplate('{{ artist.name }} - {{site_name}}', {
        'artist.name': 'Cora Vale',
        site_name: 'Tonearm',
      }),
    ).toBe('Cora Vale - Tonearm');
  });

  it('leaves nothing for a missing, empty or unknown field and drops the separators it leaves dangling', () => {
    expect(renderSeoTemplate('{{artist.name}} - {{site_name}}', { site_name: 'Tonearm' })).toBe('Tonearm');
    expect(
      renderSeoTemplate('{{album.name}} | {{album.artist}}', { 'album.name': 'Dusk', 'album.artist': null }),
    ).toBe('Dusk');
    expect(
      renderSeoTemplate('Search results for {{search.query}} - {{site_name}}', { site_name: 'Tonearm' }),
    ).toBe('Search results for - Tonearm');
    expect(renderSeoTemplate('{{nope}}', {})).toBe('');
  });

  it('keeps markup in a field as plain text for the writer to escape', () => {
    expect(renderSeoTemplate('{{artist.name}}', { 'artist.name': '<b>Bold</b>' })).toBe('<b>Bold</b>');
  });
});

describe('clipDescription', () => {
  it('cuts a long text at a word and marks the cut, and leaves a short one alone', () => {
    expect(clipDescription('short', 300)).toBe('short');
    const clipped = clipDescription('word '.repeat(100), 40);
    expect(clipped.length).toBeLessThanOrEqual(40);
    expect(clipped).toMatch(/word…$/);
  });
});

describe('seoHeadTags', () => {
  const page = {
    title: '</title><script>alert(1)</script> & "Friends"',
    description: "It's <i>loud</i>",
    image: 'https://music.example.com/storage/a.png?x=1&y=2',
    audio: null,
    canonicalUrl: 'https://music.example.com/artist/1/friends',
    type: 'profile',
    siteName: 'Tonearm',
    favicon: null,
  };

  it('escapes HTML in entity names everywhere it is written', () => {
    const html = seoHeadTags(page);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<i>');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Friends&quot;</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Friends&quot;">',
    );
    expect(html).toContain('<meta name="description" content="It&#39;s &lt;i&gt;loud&lt;/i&gt;">');
    expect(html).toContain('content="https://music.example.com/storage/a.png?x=1&amp;y=2"');
  });

  it('writes the canonical link, Open Graph and a large Twitter card when there is an image', () => {
    const html = seoHeadTags(page);
    expect(html).toContain('<link rel="canonical" href="https://music.example.com/artist/1/friends">');
    expect(html).toContain('<meta property="og:url" content="https://music.example.com/artist/1/friends">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(seoHeadTags({ ...page, image: null })).toContain('<meta name="twitter:card" content="summary">');
  });
});

describe('seoRouteFor', () => {
  const none = new URLSearchParams();
  it("names each catalogue page's type and id from the route table", () => {
    expect(seoRouteFor('/artist/7/cora-vale', none, {})).toEqual({ page: 'artist', id: 7 });
    expect(seoRouteFor('/artist/7', none, {})).toEqual({ page: 'artist', id: 7 });
    expect(seoRouteFor('/album/3/cora-vale/dusk', none, {})).toEqual({ page: 'album', id: 3 });
    expect(seoRouteFor('/track/9/night', none, {})).toEqual({ page: 'track', id: 9 });
    expect(seoRouteFor('/playlist/2/mix', none, {})).toEqual({ page: 'playlist', id: 2 });
    expect(seoRouteFor('/user/4/ada/playlists', none, {})).toEqual({ page: 'user-profile', id: 4 });
    expect(seoRouteFor('/search/dusk%20songs/tracks', none, {})).toEqual({
      page: 'search',
      query: 'dusk songs',
    });
    expect(seoRouteFor('/discover', none, {})).toEqual({ page: 'channel', slugOrId: 'discover' });
    expect(seoRouteFor('/landing', none, {})).toEqual({ page: 'landing' });
  });

  it('reads / as the landing page or the homepage channel, as the homepage setting says', () => {
    expect(seoRouteFor('/', none, { type: 'landingPage' })).toEqual({ page: 'landing' });
    expect(seoRouteFor('/', none, { type: 'channel', value: 'home' })).toEqual({
      page: 'channel',
      slugOrId: 'home',
    });
  });

  it('gives deeper pages without templates no SEO page', () => {
    expect(seoRouteFor('/admin/appearance/seo-settings', none, {})).toBeNull();
    expect(seoRouteFor('/track/9/night/embed', none, {})).toBeNull();
  });
});
