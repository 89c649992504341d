/** The storage disks (doc 000 §9). */
export type UploadDisk = 'uploads' | 'public';

/** Where an uploaded file goes, sent with every upload method (doc 000 §7 "File upload calls"). */
export interface UploadMetadata {
  /**
   * The disk the file is stored on.
   * @default the server's choice (`uploads`)
   */
  disk?: UploadDisk;
  /** The folder entry the file goes into; `null` for the root. */
  parentId?: number | null;
  /**
   * The path inside an uploaded folder.
   * @default the file's own relative path
   */
  relativePath?: string;
  /** The workspace the file belongs to; `0` is the default workspace. */
  workspaceId?: number | null;
}

/** The metadata that has a value, each value as text (for form fields and tus metadata). */
export function metadataFields(metadata: UploadMetadata): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(metadata)) {
    if (value !== undefined && value !== null && value !== '') fields[name] = String(value);
  }
  return fields;
}

/** The metadata that has a value, as JSON body fields. */
export function metadataBody(metadata: UploadMetadata): Partial<UploadMetadata> {
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== undefined));
}
