import type { Playlist, PlaylistPayload } from '@tonearm/client/contract';

/** What the create and edit dialogs collect. */
export interface PlaylistFormValues {
  name: string;
  description: string;
  public: boolean;
  collaborative: boolean;
}

/** The dialog's fields for a new playlist (public, like the server's default) or for an existing one. */
export function playlistFormValues(
  playlist?: Pick<Playlist, 'name' | 'description' | 'public' | 'collaborative'>,
) {
  return {
    name: playlist?.name ?? '',
    description: playlist?.description ?? '',
    public: playlist?.public ?? true,
    collaborative: playlist?.collaborative ?? false,
  } satisfies PlaylistFormValues;
}

/** The body of `POST playlists` or `PUT playlists/{id}`: trimmed, an empty description sent as none. */
export function toPlaylistPayload(values: PlaylistFormValues): PlaylistPayload {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    public: values.public,
    collaborative: values.collaborative,
  };
}

/** The body that changes only whether a playlist is public, keeping everything else. */
export function visibilityPayload(playlist: Playlist, isPublic: boolean): PlaylistPayload {
  return { ...toPlaylistPayload(playlistFormValues(playlist)), public: isPublic };
}
