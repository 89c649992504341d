import type { StoredChannelConfig } from '../../db/schema';

/**
 * What the admin's channel editor adds to the stored config (the jsonb `config`): each key optional, so channels
 * saved before the editor existed read with the defaults below. The listener contract's `config` ignores them.
 */
export interface ChannelSettings extends StoredChannelConfig {
  /** The one genre a restricted channel shows; `null` takes the genre from the URL's `{restriction}`. */
  restriction_genre_id?: number | null;
  auto_update_method?: 'topTracks' | 'newReleases' | 'popularGenres' | 'playlistTracks' | null;
  /** The playlist `playlistTracks` copies. */
  auto_update_playlist_id?: number | null;
  pagination?: 'infinite' | 'pages' | 'loadMore';
  seo_title?: string | null;
  seo_description?: string | null;
  /** When an auto-updated channel's content was last computed. */
  content_updated_at?: string | null;
}

/** Every key of a channel's settings, the ones it never stored at their defaults. */
export function channelSettings(config: StoredChannelConfig): Required<ChannelSettings> {
  const stored = config as ChannelSettings;
  return {
    ...stored,
    restriction_genre_id: stored.restriction_genre_id ?? null,
    auto_update_method: stored.auto_update_method ?? null,
    auto_update_playlist_id: stored.auto_update_playlist_id ?? null,
    pagination: stored.pagination ?? 'infinite',
    seo_title: stored.seo_title ?? null,
    seo_description: stored.seo_description ?? null,
    content_updated_at: stored.content_updated_at ?? null,
  };
}
