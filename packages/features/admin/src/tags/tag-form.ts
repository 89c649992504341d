import {
  type AdminTagPayload,
  type AdminTagRow,
  adminTagPayloadSchema,
  CUSTOM_TAG_TYPE,
} from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import { translatedZodResolver } from '../forms/translated-zod-resolver';

/** What the tag dialog holds. */
export interface TagFormValues {
  name: string;
  display_name: string;
  type: string;
}

/** The dialog's values for `tag`, or those of a new custom tag. */
export function tagFormValues(tag: AdminTagRow | null): TagFormValues {
  return tag
    ? { name: tag.name, display_name: tag.display_name, type: tag.type }
    : { name: '', display_name: '', type: CUSTOM_TAG_TYPE };
}

/** The body the server expects, trimmed as it checks it. */
export function tagPayload(values: TagFormValues): AdminTagPayload {
  return { name: values.name.trim(), display_name: values.display_name.trim(), type: values.type.trim() };
}

/** Checks the dialog with the contract's own rules, in the interface's language. */
export const tagFormResolver = (translate: (message: string) => string): Resolver<TagFormValues> =>
  translatedZodResolver<TagFormValues>(adminTagPayloadSchema, translate);
