import * as z from 'zod/mini';
import { dateTimeSchema, idSchema } from './primitives';

/** A stored file as the client keeps it after an upload. */
export const fileEntrySchema = z.object({
  id: idSchema,
  url: z.string(),
  file_size: z.int().check(z.nonnegative()),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** A stored file as the server sends it. */
export const serverFileEntrySchema = z.extend(fileEntrySchema, {
  name: z.optional(z.string()),
  mime: z.nullable(z.string()),
  extension: z.nullable(z.string()),
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
    paths: z.optional(z.array(z.string().check(z.minLength(1)))),
    entryIds: z.optional(z.array(idSchema)),
    deleteForever: z.optional(z.boolean()),
  })
  .check(
    z.refine((payload) => (payload.paths?.length ?? 0) + (payload.entryIds?.length ?? 0) > 0, {
      message: 'Name at least one entry or path to delete.',
    }),
  );
export type DeleteFileEntriesPayload = z.infer<typeof deleteFileEntriesPayloadSchema>;
