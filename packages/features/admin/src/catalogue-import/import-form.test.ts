import type { CatalogueImport } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { albumFormValues, albumTrackOrder, publishBody, splitList, trackFormValues } from './import-form';

const imported = (id: number, proposal: Partial<CatalogueImport['proposal']> = {}): CatalogueImport => ({
  id,
  file_name: `${id}.mp3`,
  mime: 'audio/mpeg',
  format: {
    container: 'MPEG',
    codec: null,
    duration: 1000,
    bitrate: null,
    sample_rate: null,
    replay_gain_db: null,
  },
  cover: null,
  waveform: [],
  duplicate_of: null,
  proposal: {
    name: `Song ${id}`,
    artists: ['Ana Lux'],
    album: 'Roads',
    album_artist: null,
    number: null,
    disc_number: null,
    genres: [],
    year: null,
    lyrics: null,
    lyrics_synced: false,
    ...proposal,
  },
});

describe('the import review form', () => {
  it('splits comma-separated lists, dropping blanks and repeats', () => {
    expect(splitList(' Ana Lux, ,Bo Mar, Ana Lux ')).toEqual(['Ana Lux', 'Bo Mar']);
  });

  it('falls back to the album artist when a file names no artist', () => {
    expect(trackFormValues(imported(1, { artists: [], album_artist: 'Various' })).artists).toBe('Various');
  });

  it('proposes the album most files name', () => {
    const values = albumFormValues([
      imported(1, { album: 'Roads', year: 2020 }),
      imported(2, { album: 'Roads', year: 2020 }),
      imported(3, { album: 'Other' }),
    ]);
    expect(values).toEqual({ name: 'Roads', artists: 'Ana Lux', year: '2020', genres: '' });
  });

  it('orders an album by disc, then track number, then arrival', () => {
    const items = [
      { id: 'c', values: trackFormValues(imported(1, { disc_number: 2, number: 1 })) },
      { id: 'x', values: trackFormValues(imported(2)) },
      { id: 'a', values: trackFormValues(imported(3, { disc_number: 1, number: 1 })) },
      { id: 'b', values: trackFormValues(imported(4, { number: 2 })) },
    ];
    expect(albumTrackOrder(items).map((item) => item.id)).toEqual(['a', 'b', 'x', 'c']);
  });

  it('sends no per-track album when every file goes into one album', () => {
    const values = trackFormValues(imported(7, { number: 4, year: 1999 }));
    const body = publishBody([{ importId: 7, values }], {
      name: 'Roads',
      artists: 'Ana Lux',
      year: '',
      genres: '',
    });
    expect(body.tracks[0]).toMatchObject({ import_id: 7, album: null, number: 4, year: 1999, lyrics: null });
    expect(body.album).toEqual({ name: 'Roads', artists: ['Ana Lux'], year: null, genres: [] });
  });
});
