import { describe, expect, it } from 'vitest';
import { playlistPagePath } from './playlist-columns';
import { playlistFormResolver, playlistPayload } from './playlist-form';

const values = { name: ' Late drive ', description: '   ', public: true, collaborative: false, image: null };
const resolve = (form: typeof values) =>
  playlistFormResolver((message) => `«${message}»`)(form, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the playlist form', () => {
  it('sends the name trimmed and a blank description as none', () => {
    expect(playlistPayload(values)).toEqual({
      name: 'Late drive',
      description: null,
      public: true,
      collaborative: false,
      image: null,
    });
  });

  it('asks for a name, in the interface language', async () => {
    const { errors } = await resolve({ ...values, name: '  ' });
    expect(errors.name?.message).toBe('«Give the playlist a name.»');
  });

  it("links a playlist to its listeners' page by its id and its name as a slug", () => {
    expect(playlistPagePath({ id: 4, name: 'Late Drive!' })).toBe('/playlist/4/late-drive');
    expect(playlistPagePath({ id: 5, name: '★★★' })).toBe('/playlist/5/playlist');
  });
});
