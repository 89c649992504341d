/** Catalogue answers as the server sends them, shared by the contract's and the calls' tests. */

export const genreJson = {
  id: 1,
  model_type: 'genre',
  name: 'synthwave',
  display_name: 'Synthwave',
  image: '/api/v1/catalogue/images/genres/1',
};

export const tagJson = { id: 4, model_type: 'tag', name: 'night-drive', display_name: 'Night drive' };

export const artistSummaryJson = {
  id: 3,
  model_type: 'artist',
  name: 'Neon Harbor',
  verified: true,
  image: '/api/v1/catalogue/images/artists/3',
};

export const artistJson = {
  ...artistSummaryJson,
  bio: 'Analogue synths from the docks.',
  city: 'Rotterdam',
  country: 'Netherlands',
  links: [{ url: 'https://neonharbor.example', title: 'Website' }],
  genres: [genreJson],
  followers_count: 12,
  plays: 340,
  created_at: '2026-11-01T10:00:00.000000Z',
};

export const trackJson = {
  id: 21,
  model_type: 'track',
  name: 'Harbor Lights',
  number: 1,
  duration: 184_000,
  src: '/api/v1/tracks/21/stream',
  image: '/api/v1/catalogue/images/albums/7',
  artists: [artistSummaryJson],
  album: {
    id: 7,
    model_type: 'album',
    name: 'Tidal Memory',
    release_date: '2026-03-14',
    image: '/api/v1/catalogue/images/albums/7',
  },
  album_id: 7,
  plays: 58,
  likes_count: 3,
  has_lyrics: true,
  genres: [genreJson],
  tags: [tagJson],
  created_at: '2026-11-01T10:00:00.000000Z',
};

export const albumJson = {
  id: 7,
  model_type: 'album',
  name: 'Tidal Memory',
  release_date: '2026-03-14',
  image: '/api/v1/catalogue/images/albums/7',
  artists: [artistSummaryJson],
  tracks: [trackJson],
  tracks_count: 1,
  genres: [genreJson],
  tags: [tagJson],
  plays: 58,
  likes_count: 2,
  created_at: '2026-11-01T10:00:00.000000Z',
};

export const publicUserJson = { id: 2, model_type: 'user', name: 'Demo Listener', image: null };

export const playlistJson = {
  id: 5,
  model_type: 'playlist',
  name: 'Late drive',
  description: 'For the ring road after midnight.',
  image: null,
  public: true,
  collaborative: false,
  owner_id: 2,
  owner: publicUserJson,
  tracks_count: 1,
  followers_count: 0,
  duration: 184_000,
  created_at: '2026-11-01T10:00:00.000000Z',
  updated_at: '2026-11-02T10:00:00.000000Z',
};

export const commentJson = {
  id: 9,
  model_type: 'comment',
  content: 'That synth at the bridge!',
  position: 0.42,
  parent_id: null,
  depth: 0,
  commentable_id: 21,
  commentable_type: 'track',
  user: publicUserJson,
  created_at: '2026-11-02T10:00:00.000000Z',
};

export const channelConfigJson = {
  content_model: 'album',
  content_type: 'listAll',
  content_order: 'release_date:desc',
  layout: 'grid',
  nested_layout: null,
  restriction: null,
  hide_title: false,
};

export function pageJson<T>(data: T[]) {
  return {
    current_page: 1,
    data,
    from: data.length > 0 ? 1 : null,
    last_page: 1,
    per_page: 20,
    to: data.length > 0 ? data.length : null,
    total: data.length,
    next_page_url: null,
    prev_page_url: null,
  };
}

export const channelJson = {
  id: 1,
  model_type: 'channel',
  name: 'Home',
  slug: 'home',
  description: null,
  config: { ...channelConfigJson, content_model: 'channel', content_type: 'manual', layout: 'carousel' },
  updated_at: '2026-11-02T10:00:00.000000Z',
  restriction: null,
  content: pageJson([
    {
      id: 2,
      model_type: 'channel',
      name: 'New releases',
      slug: 'new-releases',
      description: null,
      config: channelConfigJson,
      updated_at: '2026-11-02T10:00:00.000000Z',
      content: pageJson([albumJson]),
    },
    trackJson,
  ]),
};

export const lyricJson = {
  id: 1,
  track_id: 21,
  is_synced: true,
  text: '[00:01.50]Harbor lights\n[00:04.00]Call me home',
  lines: [
    { time: 1500, text: 'Harbor lights' },
    { time: 4000, text: 'Call me home' },
  ],
};
