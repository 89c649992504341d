import * as z from 'zod';
import { DISKS } from './disk';

// Form fields and tus metadata arrive as text; JSON bodies as numbers. Both read the same.
const optionalId = z.preprocess(
  (value) => (value === '' || value === 'null' ? null : typeof value === 'string' ? Number(value) : value),
  z.int().nonnegative().nullable().optional(),
);

/** Where an uploaded file goes, sent with every upload method (doc 000 §7): disk, folder, path and workspace. */
export const uploadMetadataSchema = z.object({
  disk: z.enum(DISKS).optional(),
  parentId: optionalId,
  relativePath: z.string().max(1000).optional(),
  workspaceId: optionalId,
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** The client's view of the file, which names and types the entry. */
export interface ClientFile {
  name: string;
  mime: string | null;
  extension: string | null;
  size: number;
}

/** The extension the client named, else the one of the file name, lower-cased; `null` for none. */
export function extensionOf(name: string, clientExtension?: string | null): string | null {
  const named = clientExtension?.trim().replace(/^\./, '');
  if (named) return named.toLowerCase().slice(0, 16);
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1
    ? name
        .slice(dot + 1)
        .toLowerCase()
        .slice(0, 16)
    : null;
}
