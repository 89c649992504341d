import { uploadSettingsSchema } from '@tonearm/client/contract';
import * as z from 'zod';
import type { Database } from '../db/connect';
import { ValidationError } from '../http/errors';
import { readSetting } from './settings-store';

/** The refusal of a file whose extension the uploading settings do not allow (doc 000 §4's message). */
export const FILE_TYPE_NOT_ALLOWED = 'This file type is not allowed';

/**
 * Whether the uploading settings let a file with `extension` in: never when its extension is blocked; when some
 * extensions are allowed, only those. A file without an extension passes only while no list is set.
 */
export function extensionAllowed(storedUploads: unknown, extension: string | null): boolean {
  const uploads = z.safeParse(uploadSettingsSchema, storedUploads).data;
  const allowed = uploads?.allowed_extensions ?? [];
  const blocked = uploads?.blocked_extensions ?? [];
  const name = extension?.toLowerCase() ?? null;
  if (name !== null && blocked.includes(name)) return false;
  if (allowed.length === 0) return name !== null || blocked.length === 0;
  return name !== null && allowed.includes(name);
}

/** Refuses, as field `field`, a file whose extension the uploading settings do not allow. */
export async function requireAllowedExtension(
  db: Database,
  extension: string | null,
  field: string,
): Promise<void> {
  if (!extensionAllowed(await readSetting(db, 'uploads'), extension)) {
    throw new ValidationError({ [field]: [FILE_TYPE_NOT_ALLOWED] });
  }
}
