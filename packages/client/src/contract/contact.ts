import * as z from 'zod/mini';

const requiredText = z.string().check(z.trim(), z.minLength(1));

/** A message from the contact form; also the plain body of `POST contact-page`. */
export const contactMessageSchema = z.object({
  name: requiredText,
  email: z.email(),
  message: requiredText,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** What the suggest-artist form collects (doc 001 §5). */
export const suggestArtistPayloadSchema = z.object({
  name: requiredText,
  link: requiredText,
  email: z.optional(z.email()),
  message: z.optional(z.string()),
});
export type SuggestArtistPayload = z.infer<typeof suggestArtistPayloadSchema>;

/** What the import-playlist form collects (doc 001 §5). */
export const importPlaylistPayloadSchema = z.object({
  email: z.email(),
  link: requiredText,
  name: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type ImportPlaylistPayload = z.infer<typeof importPlaylistPayloadSchema>;

/** `POST contact-page` body for an artist suggestion: the link is also appended to `message`. */
export const suggestArtistRequestSchema = z.object({
  name: requiredText,
  email: z.optional(z.email()),
  link: requiredText,
  message: requiredText,
});
export type SuggestArtistRequest = z.infer<typeof suggestArtistRequestSchema>;

/** `POST contact-page` body for a playlist import: the link is also appended to `message`. */
export const importPlaylistRequestSchema = z.object({
  name: z.optional(z.string()),
  email: z.email(),
  import_playlist_spotify: requiredText,
  message: requiredText,
});
export type ImportPlaylistRequest = z.infer<typeof importPlaylistRequestSchema>;

/**
 * Every body `POST contact-page` accepts. The more specific shapes come first so a suggestion or import keeps its
 * link instead of matching the plain message and losing it.
 */
export const contactPagePayloadSchema = z.union([
  importPlaylistRequestSchema,
  suggestArtistRequestSchema,
  contactMessageSchema,
]);
export type ContactPagePayload = z.infer<typeof contactPagePayloadSchema>;
