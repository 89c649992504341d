import * as z from 'zod/mini';
import { paginationSchema } from '../pagination';
import { dateTimeSchema, idSchema } from '../primitives';

/** The kinds of file the admin's files list filters by, read from each file's type. */
export const FILE_KINDS = ['image', 'audio', 'video', 'text', 'pdf', 'archive', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Where a file is stored: `public` files are readable by anyone at their address, `uploads` only by their owner. */
export const FILE_DISKS = ['public', 'uploads'] as const;

/** One row of `GET admin/file-entries`: a stored file with who uploaded it and whether anything refers to it. */
export const adminFileEntrySchema = z.object({
  id: idSchema,
  /** The name the uploader's file had. */
  name: z.string(),
  /** The stored object's name on its disk. */
  file_name: z.string(),
  mime: z.nullable(z.string()),
  extension: z.nullable(z.string()),
  kind: z.enum(FILE_KINDS),
  file_size: z.int().check(z.nonnegative()),
  disk: z.enum(FILE_DISKS),
  url: z.string(),
  uploader: z.nullable(z.object({ id: idSchema, email: z.string(), name: z.nullable(z.string()) })),
  /** `false` when no track, album, artist, genre, playlist, avatar, request or child entry refers to the file. */
  referenced: z.boolean(),
  created_at: dateTimeSchema,
  /** When it went to the trash; `null` while it is in use. */
  deleted_at: z.nullable(dateTimeSchema),
});
export type AdminFileEntry = z.infer<typeof adminFileEntrySchema>;

/** Answer of `GET admin/file-entries`. */
export const adminFileListResponseSchema = z.object({ pagination: paginationSchema(adminFileEntrySchema) });
export type AdminFileListResponse = z.infer<typeof adminFileListResponseSchema>;

/** Answer of `POST file-entries/delete`. */
export const deleteFileEntriesResponseSchema = z.object({ status: z.literal('success') });
export type DeleteFileEntriesResponse = z.infer<typeof deleteFileEntriesResponseSchema>;
