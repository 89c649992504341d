import type { BackstageRequest } from '@tonearm/client/contract';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { displayName } from '../../accounts/serialize-user';
import type { Database } from '../../db/connect';
import { artists, users } from '../../db/schema';
import { fileEntries } from '../../uploads/file-entries-table';
import { backstageRequests } from './backstage-requests-table';

/** Where a request's identity document is served, to its author and to reviewers only. */
export const proofUrl = (requestId: number) => `/api/v1/backstage-requests/${requestId}/proof`;

const requester = alias(users, 'requester');

const rowColumns = {
  request: backstageRequests,
  user: {
    id: requester.id,
    email: requester.email,
    first_name: requester.first_name,
    last_name: requester.last_name,
    image: requester.image,
  },
  artist: { id: artists.id, name: artists.name, image: artists.image, verified: artists.verified },
  proof: { name: fileEntries.name, size: fileEntries.file_size },
};

/** The requests with their requester, artist and proof, for the lists and for one request. */
export function backstageRequestRows(db: Database) {
  return db
    .select(rowColumns)
    .from(backstageRequests)
    .innerJoin(requester, eq(requester.id, backstageRequests.user_id))
    .leftJoin(artists, eq(artists.id, backstageRequests.artist_id))
    .leftJoin(fileEntries, eq(fileEntries.id, backstageRequests.proof_file_entry_id))
    .$dynamic();
}

/** The requester's table, for list conditions that search or filter by them. */
export const requesterTable = requester;

type JoinedRow = Awaited<ReturnType<ReturnType<typeof backstageRequestRows>['execute']>>[number];

/** A request as the contract shows it. */
export function backstageRequestOf(row: JoinedRow): BackstageRequest {
  const { request } = row;
  return {
    id: request.id,
    type: request.type,
    status: request.status,
    user: { id: row.user.id, name: displayName(row.user), email: row.user.email, image: row.user.image },
    artist: row.artist,
    artist_name: request.artist_name,
    role: request.role,
    first_name: request.first_name,
    last_name: request.last_name,
    company: request.company,
    avatar: request.avatar,
    links: request.links,
    proof: row.proof ? { name: row.proof.name, size: row.proof.size, url: proofUrl(request.id) } : null,
    notes: request.notes,
    handled_at: request.handled_at?.toISOString() ?? null,
    created_at: request.created_at.toISOString(),
    updated_at: request.updated_at.toISOString(),
  };
}

/** The requests `ids`, in no particular order. */
export async function readBackstageRequests(db: Database, ids: number[]): Promise<BackstageRequest[]> {
  if (ids.length === 0) return [];
  const rows = await backstageRequestRows(db).where(inArray(backstageRequests.id, ids));
  return rows.map(backstageRequestOf);
}

/** One request, or `null`. */
export async function readBackstageRequest(db: Database, id: number): Promise<BackstageRequest | null> {
  const [request] = await readBackstageRequests(db, [id]);
  return request ?? null;
}
