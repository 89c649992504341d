import { and, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../app-context';
import { workspaceMembers } from '../db/schema/workspaces';
import { ValidationError } from '../http/errors';
import type { Disk } from './disk';
import { type FileEntryRow, fileEntries } from './file-entries-table';
import { PUBLIC_UPLOADS_FOLDER } from './local-disks';
import type { ClientFile, UploadMetadata } from './upload-metadata';
import type { StorageDriver } from './upload-storage';

/** A stored file as the client's `serverFileEntrySchema` reads it. */
export interface SerializedFileEntry {
  id: number;
  name: string;
  file_name: string;
  mime: string | null;
  extension: string | null;
  file_size: number;
  disk: Disk;
  path: string;
  parent_id: number | null;
  workspace_id: number | null;
  url: string;
  created_at: string;
  updated_at: string;
}

/** Where a stored file is read: anyone reads the public disk under `/storage/`; the uploads disk goes through its entry. */
export function fileEntryUrl(entry: Pick<FileEntryRow, 'id' | 'disk' | 'file_name'>): string {
  return entry.disk === 'public'
    ? `/storage/${PUBLIC_UPLOADS_FOLDER}/${entry.file_name}`
    : `/api/v1/file-entries/${entry.id}/file`;
}

export function serializeFileEntry(entry: FileEntryRow): SerializedFileEntry {
  return {
    id: entry.id,
    name: entry.name,
    file_name: entry.file_name,
    mime: entry.mime,
    extension: entry.extension,
    file_size: entry.file_size,
    disk: entry.disk,
    path: entry.path,
    parent_id: entry.parent_id,
    workspace_id: entry.workspace_id,
    url: fileEntryUrl(entry),
    created_at: entry.created_at.toISOString(),
    updated_at: entry.updated_at.toISOString(),
  };
}

/** The checked destination of a new entry. */
interface Destination {
  disk: Disk;
  parentPath: string | null;
  parentId: number | null;
  workspaceId: number | null;
}

/**
 * Checks where the owner wants the file: the parent must be an entry of theirs, the workspace one they belong to
 * (0, the personal workspace, is no workspace row).
 */
export async function resolveDestination(
  services: AppServices,
  ownerId: number,
  metadata: UploadMetadata,
): Promise<Destination> {
  const { db } = services;
  let parentPath: string | null = null;
  const parentId = metadata.parentId ?? null;
  if (parentId !== null) {
    const [parent] = await db
      .select({ path: fileEntries.path })
      .from(fileEntries)
      .where(
        and(eq(fileEntries.id, parentId), eq(fileEntries.owner_id, ownerId), isNull(fileEntries.deleted_at)),
      );
    if (!parent) throw new ValidationError({ parentId: ['The selected parent id is invalid.'] });
    parentPath = parent.path;
  }
  const workspaceId = metadata.workspaceId ? metadata.workspaceId : null;
  if (workspaceId !== null) {
    const [member] = await db
      .select({ id: workspaceMembers.workspace_id })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.user_id, ownerId)));
    if (!member) throw new ValidationError({ workspaceId: ['The selected workspace id is invalid.'] });
  }
  return { disk: metadata.disk ?? 'uploads', parentPath, parentId, workspaceId };
}

/**
 * Records a stored object as the owner's file entry, with the storage it was written to; its path is the parent's
 * path plus its own id.
 */
export async function createFileEntry(
  services: AppServices,
  input: {
    ownerId: number;
    fileName: string;
    file: ClientFile;
    destination: Destination;
    driver: StorageDriver | null;
  },
): Promise<FileEntryRow> {
  const { file, destination } = input;
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(fileEntries)
      .values({
        name: file.name,
        file_name: input.fileName,
        mime: file.mime,
        extension: file.extension,
        file_size: file.size,
        disk: destination.disk,
        driver: input.driver,
        parent_id: destination.parentId,
        workspace_id: destination.workspaceId,
        owner_id: input.ownerId,
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (!created) throw new Error('The file entry was not created.');
    const path = destination.parentPath ? `${destination.parentPath}/${created.id}` : String(created.id);
    const [entry] = await tx
      .update(fileEntries)
      .set({ path })
      .where(eq(fileEntries.id, created.id))
      .returning();
    if (!entry) throw new Error('The file entry vanished.');
    return entry;
  });
}
