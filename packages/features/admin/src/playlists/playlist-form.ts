import {
  type AdminPlaylistCreatePayload,
  type AdminPlaylistOwner,
  type AdminPlaylistPayload,
  type AdminPlaylistRow,
  adminPlaylistOwnerSchema,
  adminPlaylistPayloadSchema,
} from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../forms/translated-zod-resolver';

/** What the playlist dialog holds. */
export interface PlaylistFormValues {
  name: string;
  description: string;
  public: boolean;
  collaborative: boolean;
  image: string | null;
  /** Whose playlist it is; chosen only when adding one. */
  owner: AdminPlaylistOwner | null;
}

/** The dialog's values for `playlist`. */
export function playlistFormValues(playlist: AdminPlaylistRow): PlaylistFormValues {
  return {
    name: playlist.name,
    description: playlist.description ?? '',
    public: playlist.public,
    collaborative: playlist.collaborative,
    image: playlist.image,
    owner: playlist.owner,
  };
}

/** The empty dialog of a new playlist, owned by `operator` until another owner is chosen; public, as listeners' are. */
export function newPlaylistFormValues(operator: AdminPlaylistOwner | null): PlaylistFormValues {
  return { name: '', description: '', public: true, collaborative: false, image: null, owner: operator };
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

/** The body of a new playlist: the form's, and its owner. */
export function newPlaylistPayload(values: PlaylistFormValues): AdminPlaylistCreatePayload {
  return values.owner ? { ...playlistPayload(values), owner_id: values.owner.id } : playlistPayload(values);
}

/** The server names the owner as `owner_id`; the form holds it as `owner`. */
export function playlistFieldErrors(errors: Record<string, string>): Record<string, string> {
  const { owner_id: owner, ...others } = errors;
  return owner ? { ...others, owner } : others;
}

const newPlaylistFormSchema = z.extend(adminPlaylistPayloadSchema, {
  owner: z
    .nullable(adminPlaylistOwnerSchema)
    .check(z.refine((owner) => owner !== null, { message: 'Choose whose playlist it is.' })),
});

/** Checks the dialog with the contract's own rules, in the interface's language. */
export const playlistFormResolver = (translate: (message: string) => string): Resolver<PlaylistFormValues> =>
  translatedZodResolver<PlaylistFormValues>(adminPlaylistPayloadSchema, translate);

/** Checks a new playlist's dialog, which needs an owner too. */
export const newPlaylistFormResolver = (
  translate: (message: string) => string,
): Resolver<PlaylistFormValues> =>
  translatedZodResolver<PlaylistFormValues>(newPlaylistFormSchema, translate);
