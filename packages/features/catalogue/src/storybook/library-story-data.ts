import {
  type Artist,
  artistSchema,
  type HistoryEntry,
  historyEntrySchema,
  type Playlist,
  type PublicUser,
  playlistSchema,
  publicUserSchema,
  type UserProfileResponse,
  userProfileResponseSchema,
} from '@tonearm/client/contract';
import { storyTrack } from './catalogue-story-data';
import { ONE_PIXEL_PNG } from './story-support';

/** One page of a `{pagination}` answer, as the server sends it. */
export function storyPage<Item>(data: Item[], { page = 1, lastPage = 1, total = data.length } = {}) {
  return {
    pagination: {
      current_page: page,
      data,
      from: data.length ? (page - 1) * 20 + 1 : null,
      last_page: lastPage,
      per_page: 20,
      to: data.length ? (page - 1) * 20 + data.length : null,
      total,
    },
  };
}

/** A listener as profiles and follower lists show them. */
export function storyPublicUser(id: number, name: string): PublicUser {
  return publicUserSchema.parse({ id, model_type: 'user', name, image: null });
}

/** A followed artist. */
export function storyArtist(id: number, name: string): Artist {
  return artistSchema.parse({ id, model_type: 'artist', name, verified: false, image: ONE_PIXEL_PNG });
}

/** A playlist of `owner`. */
export function storyPlaylist(id: number, name: string, owner: PublicUser): Playlist {
  return playlistSchema.parse({
    id,
    model_type: 'playlist',
    name,
    description: null,
    image: ONE_PIXEL_PNG,
    public: true,
    collaborative: false,
    owner_id: owner.id,
    owner,
    tracks_count: 4,
    followers_count: 0,
    created_at: '2026-11-01T10:00:00.000000Z',
    updated_at: '2026-11-02T10:00:00.000000Z',
  });
}

/** A play of the story album's track `index`, at a local time. */
export function storyPlay(index: number, playedAt: Date): HistoryEntry {
  return historyEntrySchema.parse({ ...storyTrack(index), played_at: playedAt.toISOString() });
}

/** The answer of `GET user-profile/{id}`. */
export function storyProfile(
  user: PublicUser,
  { followers = 3, following = 1, isFollowing = false } = {},
): UserProfileResponse {
  return userProfileResponseSchema.parse({
    user: {
      ...user,
      country: 'US',
      created_at: '2026-01-04T10:00:00.000000Z',
      followers_count: followers,
      followed_users_count: following,
      playlists_count: 1,
      liked_tracks_count: 2,
    },
    is_following: isFollowing,
  });
}
