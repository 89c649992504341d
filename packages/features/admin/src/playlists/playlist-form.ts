import {
  type AdminPlaylistPayload,
  type AdminPlaylistRow,
  adminPlaylistPayloadSchema,
} from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import { translatedZodResolver } from '../forms/translated-zod-resolver';

/** What the playlist dialog holds. */
export interface PlaylistFormValues {
  name: string;
  description: string;
  public: boolean;
  collaborative: boolean;
  image: string | null;
}

/** The dialog's values for `playlist`. */
export function playlistFormValues(playlist: AdminPlaylistRow): PlaylistFormValues {
  return {
    name: playlist.name,
    description: playlist.description ?? '',
    public: playlist.public,
    collaborative: playlist.collaborative,
    image: playlist.image,
  };
}

/** The body the server expects: trimmed, an empty description as none. */
export function playlistPayload(values: PlaylistFormValues): AdminPlaylistPayload {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    public: values.public,
    collaborative: values.collaborative,
    image: values.image,
  };
}

/** Checks the dialog with the contract's own rules, in the interface's language. */
export const playlistFormResolver = (translate: (message: string) => string): Resolver<PlaylistFormValues> =>
  translatedZodResolver<PlaylistFormValues>(adminPlaylistPayloadSchema, translate);
