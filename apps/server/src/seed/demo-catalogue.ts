/**
 * What the demo music generator produces (apps/server/src/demo-music): genres, tags, artists with albums and
 * tracks, and playlists, with every `*File` an absolute path of a file it wrote.
 */
export interface DemoCatalogue {
  genres: { name: string; displayName: string; imageFile: string }[];
  tags: string[];
  artists: DemoArtist[];
  playlists: { name: string; description: string; imageFile: string; trackKeys: string[] }[];
}

export interface DemoArtist {
  key: string;
  name: string;
  verified: boolean;
  bio: string;
  city: string;
  country: string;
  links: { url: string; title: string }[];
  genres: string[];
  imageFile: string;
  albums: DemoAlbum[];
}

export interface DemoAlbum {
  key: string;
  name: string;
  /** `YYYY-MM-DD`. */
  releaseDate: string;
  imageFile: string;
  genres: string[];
  tags: string[];
  tracks: DemoTrack[];
}

export interface DemoTrack {
  key: string;
  name: string;
  number: number;
  durationMs: number;
  audioFile: string;
  mime: string;
  genres: string[];
  tags: string[];
  lyrics?: { synced: boolean; text: string };
  /** Peak heights from 0 to 1. */
  waveform: number[];
}
