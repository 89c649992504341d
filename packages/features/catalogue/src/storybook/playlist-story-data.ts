import {
  type Playlist,
  type PlaylistPageResponse,
  playlistSchema,
  type Track,
} from '@tonearm/client/contract';
import { ONE_PIXEL_PNG } from './story-support';

/** The story playlist (id 5) of the signed-in story listener (id 7), parsed through the contract. */
export function storyPlaylist(overrides: Partial<Playlist> = {}): Playlist {
  return playlistSchema.parse({
    id: 5,
    model_type: 'playlist',
    name: 'Late drive',
    description: 'Songs for the long way home.',
    image: ONE_PIXEL_PNG,
    public: false,
    collaborative: true,
    owner_id: 7,
    owner: { id: 7, model_type: 'user', name: 'Nina Simone', image: null },
    tracks_count: 4,
    followers_count: 12,
    duration: 660_000,
    created_at: '2026-01-04T10:00:00.000000Z',
    updated_at: '2026-01-05T10:00:00.000000Z',
    ...overrides,
  });
}

/** `GET playlists/5` for the story playlist with its first page of `tracks`. */
export function storyPlaylistPage(
  playlist: Playlist,
  tracks: Track[],
  relation: { is_following?: boolean; can_edit?: boolean; total?: number; perPage?: number } = {},
): PlaylistPageResponse {
  const total = relation.total ?? tracks.length;
  const perPage = relation.perPage ?? 100;
  return {
    playlist,
    tracks: {
      current_page: 1,
      data: tracks,
      from: tracks.length ? 1 : null,
      to: tracks.length || null,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
    },
    is_following: relation.is_following ?? false,
    can_edit: relation.can_edit ?? true,
  };
}
