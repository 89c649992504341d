import * as z from 'zod';

export const demoLyricsSchema = z.object({
  synced: z.boolean(),
  /** LRC (`[mm:ss.xx]line`) when synced, plain lines otherwise. */
  text: z.string(),
});

export const demoTrackSchema = z.object({
  key: z.string(),
  name: z.string(),
  number: z.number().int().positive(),
  durationMs: z.number().int().positive(),
  audioFile: z.string(),
  mime: z.literal('audio/wav'),
  genres: z.array(z.string()),
  tags: z.array(z.string()),
  lyrics: demoLyricsSchema.optional(),
  /** Peak levels (0..1) of the real samples, evenly spaced over the track. */
  waveform: z.array(z.number().min(0).max(1)),
});

export const demoAlbumSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** YYYY-MM-DD */
  releaseDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  imageFile: z.string(),
  genres: z.array(z.string()),
  tags: z.array(z.string()),
  tracks: z.array(demoTrackSchema),
});

export const demoArtistSchema = z.object({
  key: z.string(),
  name: z.string(),
  verified: z.boolean(),
  bio: z.string(),
  city: z.string(),
  country: z.string(),
  links: z.array(z.object({ url: z.string(), title: z.string() })),
  genres: z.array(z.string()),
  imageFile: z.string(),
  albums: z.array(demoAlbumSchema),
});

export const demoGenreSchema = z.object({ name: z.string(), displayName: z.string(), imageFile: z.string() });

export const demoPlaylistSchema = z.object({
  name: z.string(),
  description: z.string(),
  imageFile: z.string(),
  trackKeys: z.array(z.string()),
});

export const demoCatalogueSchema = z.object({
  genres: z.array(demoGenreSchema),
  tags: z.array(z.string()),
  artists: z.array(demoArtistSchema),
  playlists: z.array(demoPlaylistSchema),
});

export type DemoLyrics = z.infer<typeof demoLyricsSchema>;
export type DemoTrack = z.infer<typeof demoTrackSchema>;
export type DemoAlbum = z.infer<typeof demoAlbumSchema>;
export type DemoArtist = z.infer<typeof demoArtistSchema>;
export type DemoGenre = z.infer<typeof demoGenreSchema>;
export type DemoPlaylist = z.infer<typeof demoPlaylistSchema>;
export type DemoCatalogue = z.infer<typeof demoCatalogueSchema>;
