import { describe, expect, it } from 'vitest';
import { playlistPagePath } from './playlist-columns';
import {
  newPlaylistFormResolver,
  newPlaylistFormValues,
  newPlaylistPayload,
  type PlaylistFormValues,
  playlistFieldErrors,
  playlistFormResolver,
  playlistPayload,
} from './playlist-form';

const values: PlaylistFormValues = {
  name: ' Late drive ',
  description: '   ',
  public: true,
  collaborative: false,
  image: null,
  owner: null,
};
const options = { fields: {}, shouldUseNativeValidation: false };
const resolve = (form: PlaylistFormValues) =>
  playlistFormResolver((message) => `«${message}»`)(form, undefined, options);
const grace = { id: 12, name: 'Grace', email: 'grace@example.com', image: null };

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

  it('starts a new playlist empty, public and owned by the operator, and sends the owner chosen', () => {
    const fresh = newPlaylistFormValues(grace);
    expect(fresh).toEqual({ ...values, name: '', description: '', owner: grace });
    expect(newPlaylistPayload({ ...fresh, name: ' Mix ' })).toEqual({
      name: 'Mix',
      description: null,
      public: true,
      collaborative: false,
      image: null,
      owner_id: 12,
    });
  });

  it('asks whose a new playlist is, and shows the server’s owner refusal on the owner field', async () => {
    const { errors } = await newPlaylistFormResolver((message) => `«${message}»`)(
      { ...values, owner: null },
      undefined,
      options,
    );
    expect(errors.owner?.message).toBe('«Choose whose playlist it is.»');
    expect(playlistFieldErrors({ owner_id: 'There is no such user.', name: 'Too long.' })).toEqual({
      owner: 'There is no such user.',
      name: 'Too long.',
    });
  });

  it("links a playlist to its listeners' page by its id and its name as a slug", () => {
    expect(playlistPagePath({ id: 4, name: 'Late Drive!' })).toBe('/playlist/4/late-drive');
    expect(playlistPagePath({ id: 5, name: '★★★' })).toBe('/playlist/5/playlist');
  });
});
