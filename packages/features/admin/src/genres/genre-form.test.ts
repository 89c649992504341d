import { describe, expect, it } from 'vitest';
import { genreFormResolver, genreFormValues, genrePayload } from './genre-form';

const resolve = (values: Parameters<typeof genrePayload>[0]) =>
  genreFormResolver((message) => `«${message}»`)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the genre form', () => {
  it('starts empty for a new genre and from the row for an existing one', () => {
    expect(genreFormValues(null)).toEqual({ name: '', display_name: '', image: null });
    expect(
      genreFormValues({
        id: 3,
        name: 'dub',
        display_name: 'Dub',
        image: '/storage/genres/a.png',
        artists_count: 2,
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      }),
    ).toEqual({ name: 'dub', display_name: 'Dub', image: '/storage/genres/a.png' });
  });

  it('sends the names trimmed', () => {
    expect(genrePayload({ name: ' dub ', display_name: ' Dub ', image: null })).toEqual({
      name: 'dub',
      display_name: 'Dub',
      image: null,
    });
  });

  it('refuses a name that is not in the slug form, in the interface language', async () => {
    const { errors } = await resolve({ name: 'Hip Hop', display_name: 'Hip hop', image: null });
    expect(errors.name?.message).toBe(
      '«The name may hold only lowercase letters, digits and single dashes.»',
    );
  });

  it('asks for a display name', async () => {
    const { errors } = await resolve({ name: 'dub', display_name: '  ', image: null });
    expect(errors.display_name?.message).toBe('«Give a display name.»');
  });
});
