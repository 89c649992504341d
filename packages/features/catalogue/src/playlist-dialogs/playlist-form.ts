import type { Playlist, PlaylistPayload } from '@tonearm/client/contract';

/** What the create and edit dialogs collect. */
export interface PlaylistFormValues {
  name: string;
  description: string;
  public: boolean;
  collaborative: boolean;
  /** The cover's URL: the playlist's current one, an image just uploaded, or `null` once removed. */
  image: string | null;
}

/** The dialog's fields for a new playlist (public, like the server's default) or for an existing one. */
export function playlistFormValues(
  playlist?: Pick<Playlist, 'name' | 'description' | 'public' | 'collaborative' | 'image'>,
) {
  return {
    name: playlist?.name ?? '',
    description: playlist?.description ?? '',
    public: playlist?.public ?? true,
    collaborative: playlist?.collaborative ?? false,
    image: playlist?.image ?? null,
  } satisfies PlaylistFormValues;
}

/**
 * The body of `POST playlists` or `PUT playlists/{id}`: trimmed, an empty description sent as none, and the cover
 * only when it changed from `formerImage` (the playlist as loaded shows its first track's cover when it has none of
 * its own, which must not become its own).
 */
export function toPlaylistPayload(
  values: PlaylistFormValues,
  formerImage: string | null = null,
): PlaylistPayload {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    public: values.public,
    collaborative: values.collaborative,
    ...(values.image === formerImage ? {} : { image: values.image }),
  };
}

/** The body that changes only whether a playlist is public, keeping everything else. */
export function visibilityPayload(playlist: Playlist, isPublic: boolean): PlaylistPayload {
  return { ...toPlaylistPayload(playlistFormValues(playlist), playlist.image), public: isPublic };
}
