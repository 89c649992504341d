import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  it('gives a track its page and an iframe of its embed player', () => {
    const links = shareLinks(
      { kind: 'track', item: { id: 3, name: 'Blue Hour' } },
      'https://tonearm.example',
    );
    expect(links.url).toBe('https://tonearm.example/track/3/blue-hour');
    expect(links.embedCode).toContain('src="https://tonearm.example/track/3/blue-hour/embed"');
    expect(links.embedCode).toContain('title="Blue Hour"');
  });

  it("names an album's embed by its artist", () => {
    const links = shareLinks(
      { kind: 'album', item: { id: 9, name: 'North' }, artistName: 'Nora Vale' },
      'https://tonearm.example',
    );
    expect(links.embedCode).toContain('src="https://tonearm.example/album/9/nora-vale/north/embed"');
  });

  it('escapes the name inside the embed code', () => {
    const links = shareLinks({ kind: 'track', item: { id: 1, name: '"><script>' } }, 'https://x.test');
    expect(links.embedCode).not.toContain('"><script>');
  });

  it('has no embed for an artist', () => {
    expect(shareLinks({ kind: 'artist', item: { id: 4, name: 'Ada' } }, 'https://x.test')).toEqual({
      url: 'https://x.test/artist/4/ada',
      embedCode: null,
    });
  });
});
