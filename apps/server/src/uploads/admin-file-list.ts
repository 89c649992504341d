import { type AdminFileEntry, FILE_DISKS, FILE_KINDS, type FileKind } from '@tonearm/client/contract';
import { eq, ilike, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { betweenDates, containsPattern, type ListDefinition, listFilter } from '../admin/list';
import { PUBLIC_STORAGE_PATH } from '../storage/public-storage';
import { fileEntries } from './file-entries-table';
import { PUBLIC_UPLOADS_FOLDER } from './local-disks';

/**
 * A file's address as the rows that use it store it (`fileEntryUrl`, in SQL): public files under `/storage/`,
 * private ones through their entry.
 */
const storedAddress = sql`(CASE WHEN ${fileEntries.disk} = 'public'
  THEN ${`${PUBLIC_STORAGE_PATH}${PUBLIC_UPLOADS_FOLDER}/`} || ${fileEntries.file_name}
  ELSE '/api/v1/file-entries/' || ${fileEntries.id} || '/file' END)`;

/** Every column that holds a stored file's address; each lookup reads an index of migration 0057. */
const ADDRESS_COLUMNS = [
  ['tracks', 'src'],
  ['tracks', 'image'],
  ['tracks', 'audio_path'],
  ['albums', 'image'],
  ['artists', 'image'],
  ['artist_profile_images', 'url'],
  ['genres', 'image'],
  ['playlists', 'image'],
  ['users', 'image'],
  ['backstage_requests', 'avatar'],
] as const;

/**
 * Whether anything refers to the entry: a row holding its address, a backstage request's proof, or an entry inside
 * it (a folder). One `EXISTS` per column keeps each lookup on its own index.
 */
export const isReferenced: SQL = sql.join(
  [
    ...ADDRESS_COLUMNS.map(
      ([table, column]) =>
        sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(table)}.${sql.identifier(column)} = ${storedAddress})`,
    ),
    sql`EXISTS (SELECT 1 FROM backstage_requests WHERE backstage_requests.proof_file_entry_id = ${fileEntries.id})`,
    sql`EXISTS (SELECT 1 FROM file_entries AS child WHERE child.parent_id = ${fileEntries.id})`,
  ],
  sql` OR `,
);

/** The type prefixes or exact types of each kind; `other` is every file none of them names. */
const KIND_TYPES: Record<Exclude<FileKind, 'other'>, { prefixes: string[]; exact: string[] }> = {
  image: { prefixes: ['image/'], exact: [] },
  audio: { prefixes: ['audio/'], exact: [] },
  video: { prefixes: ['video/'], exact: [] },
  text: { prefixes: ['text/'], exact: ['application/json'] },
  pdf: { prefixes: [], exact: ['application/pdf'] },
  archive: {
    prefixes: [],
    exact: ['application/zip', 'application/gzip', 'application/x-tar', 'application/x-7z-compressed'],
  },
};

/** A file's kind from its type, as the list shows and filters it. */
export function fileKindOf(mime: string | null): FileKind {
  const type = (mime ?? '').toLowerCase();
  for (const kind of FILE_KINDS) {
    if (kind === 'other') continue;
    const { prefixes, exact } = KIND_TYPES[kind];
    if (prefixes.some((prefix) => type.startsWith(prefix)) || exact.includes(type)) return kind;
  }
  return 'other';
}

function kindCondition(kind: Exclude<FileKind, 'other'>): SQL {
  const { prefixes, exact } = KIND_TYPES[kind];
  const conditions = [
    ...prefixes.map((prefix) => sql`${fileEntries.mime} LIKE ${`${prefix}%`}`),
    ...exact.map((type) => eq(fileEntries.mime, type)),
  ];
  return or(...conditions) as SQL;
}

function kindWhere(kind: FileKind): SQL {
  if (kind !== 'other') return kindCondition(kind);
  const known = FILE_KINDS.filter((other): other is Exclude<FileKind, 'other'> => other !== 'other');
  return or(isNull(fileEntries.mime), not(or(...known.map(kindCondition)) as SQL)) as SQL;
}

/**
 * `GET admin/file-entries`: newest first; searched in the file's name; filtered by kind, disk, uploader, whether
 * anything refers to it, whether it is in the trash, and when it was uploaded. Orders and filters follow indexes of
 * migration 0057.
 */
export const adminFileListDefinition: ListDefinition = {
  sorts: {
    created_at: sql`${fileEntries.created_at}`,
    file_size: sql`${fileEntries.file_size}`,
    name: sql`${fileEntries.name}`,
  },
  defaultSort: { key: 'created_at', dir: 'desc' },
  search: (text) => ilike(fileEntries.name, containsPattern(text)),
  filters: {
    kind: listFilter({
      operators: ['=', '!='],
      value: z.enum(FILE_KINDS),
      where: (operator, value): SQL => (operator === '=' ? kindWhere(value) : not(kindWhere(value))),
    }),
    disk: listFilter({
      operators: ['='],
      value: z.enum(FILE_DISKS),
      where: (_, value): SQL => eq(fileEntries.disk, value),
    }),
    owner_id: listFilter({
      operators: ['='],
      value: z.coerce.number().int().positive(),
      where: (_, value): SQL => eq(fileEntries.owner_id, value),
    }),
    referenced: listFilter({
      operators: ['='],
      value: z.boolean(),
      where: (_, value): SQL => (value ? sql`(${isReferenced})` : sql`NOT (${isReferenced})`),
    }),
    trashed: listFilter({
      operators: ['='],
      value: z.boolean(),
      where: (_, value): SQL => (value ? isNotNull(fileEntries.deleted_at) : isNull(fileEntries.deleted_at)),
    }),
    created_at: betweenDates(fileEntries.created_at),
  },
  tieBreaker: sql`${fileEntries.id}`,
};

/** A row of the list as the query reads it. */
export interface AdminFileRow {
  id: number;
  name: string;
  file_name: string;
  mime: string | null;
  extension: string | null;
  file_size: number;
  disk: 'public' | 'uploads';
  owner_id: number;
  owner_email: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  referenced: boolean;
  created_at: Date;
  deleted_at: Date | null;
}

/** A row as `GET admin/file-entries` answers it. */
export function adminFilePayload(row: AdminFileRow, url: string): AdminFileEntry {
  const name = [row.owner_first_name, row.owner_last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    name: row.name,
    file_name: row.file_name,
    mime: row.mime,
    extension: row.extension,
    kind: fileKindOf(row.mime),
    file_size: row.file_size,
    disk: row.disk,
    url,
    uploader:
      row.owner_email === null ? null : { id: row.owner_id, email: row.owner_email, name: name || null },
    referenced: row.referenced,
    created_at: row.created_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}
