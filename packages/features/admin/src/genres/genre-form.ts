import {
  type AdminGenrePayload,
  type AdminGenreRow,
  adminGenrePayloadSchema,
} from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import { translatedZodResolver } from '../forms/translated-zod-resolver';

/** What the genre dialog holds. */
export interface GenreFormValues {
  name: string;
  display_name: string;
  image: string | null;
}

/** The dialog's values for `genre`, or empty ones for a new genre. */
export function genreFormValues(genre: AdminGenreRow | null): GenreFormValues {
  return genre
    ? { name: genre.name, display_name: genre.display_name, image: genre.image }
    : { name: '', display_name: '', image: null };
}

/** The body the server expects, trimmed as it checks it. */
export function genrePayload(values: GenreFormValues): AdminGenrePayload {
  return { name: values.name.trim(), display_name: values.display_name.trim(), image: values.image };
}

/** Checks the dialog with the contract's own rules, in the interface's language. */
export const genreFormResolver = (translate: (message: string) => string): Resolver<GenreFormValues> =>
  translatedZodResolver<GenreFormValues>(adminGenrePayloadSchema, translate);
