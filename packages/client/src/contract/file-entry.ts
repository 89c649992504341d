import * as z from 'zod';
import { dateTimeSchema, idSchema } from './primitives';

/** A stored file as the client keeps it after an upload. */
export const fileEntrySchema = z.object({
  id: idSchema,
  url: z.string(),
  file_size: z.int().nonnegative(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** A stored file as the server sends it. */
export const serverFileEntrySchema = fileEntrySchema.extend({
  name: z.string().optional(),
  mime: z.string().nullable(),
  extension: z.string().nullable(),
  path: z.string(),
  updated_at: dateTimeSchema,
});
export type ServerFileEntry = z.infer<typeof serverFileEntrySchema>;

/** Answer of the calls that finish an upload (`POST file-entries`, `POST tus/entries`, `POST s3/entries`). */
export const fileEntryResponseSchema = z.object({ fileEntry: serverFileEntrySchema });
export type FileEntryResponse = z.infer<typeof fileEntryResponseSchema>;

/** Body of `POST file-entries/delete`: entries by id and/or stored paths. */
export const deleteFileEntriesPayloadSchema = z
  .object({
    paths: z.array(z.string().min(1)).optional(),
    entryIds: z.array(idSchema).optional(),
    deleteForever: z.boolean().optional(),
  })
  .refine((payload) => (payload.paths?.length ?? 0) + (payload.entryIds?.length ?? 0) > 0, {
    message: 'Name at least one entry or path to delete.',
  });
export type DeleteFileEntriesPayload = z.infer<typeof deleteFileEntriesPayloadSchema>;
