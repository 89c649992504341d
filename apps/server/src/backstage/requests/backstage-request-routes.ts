import {
  ARTIST_MEMBER_ROLES,
  type ArtistMemberRole,
  type BackstageRequest,
  backstageRequestPayloadSchema,
} from '@tonearm/client/contract';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requirePermission } from '../../accounts/require-permission';
import type { AppBindings, AppServices } from '../../app-context';
import { artistMembers, artists } from '../../db/schema';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { backstageRequestOf, backstageRequestRows, readBackstageRequest } from './backstage-request-rows';
import { backstageRequests } from './backstage-requests-table';
import { serveProof } from './proof-file';
import { CREATE_PERMISSION, requestIdOf, requireReadableRequest } from './request-access';
import { submitRequest } from './request-submission';

/** A listener has a handful of requests; the newest 50 are more than the backstage ever shows. */
const OWN_REQUESTS_SHOWN = 50;

/**
 * The listener's side of backstage requests (`backstageRequests.create`): submit one, list their own with the
 * artists they speak for, read one, and see its identity document (the author and reviewers only).
 */
export function backstageRequestRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/backstage-requests/mine', async (c) => {
    const account = await requirePermission(c, services, CREATE_PERMISSION);
    const [rows, memberOf] = await Promise.all([
      backstageRequestRows(db)
        .where(eq(backstageRequests.user_id, account.user.id))
        .orderBy(desc(backstageRequests.id))
        .limit(OWN_REQUESTS_SHOWN),
      db
        .select({
          id: artists.id,
          name: artists.name,
          image: artists.image,
          verified: artists.verified,
          role: artistMembers.role,
        })
        .from(artistMembers)
        .innerJoin(artists, eq(artists.id, artistMembers.artist_id))
        .where(eq(artistMembers.user_id, account.user.id))
        .orderBy(artists.name),
    ]);
    const requests: BackstageRequest[] = rows.map(backstageRequestOf);
    return c.json({
      requests,
      artists: memberOf.map((artist) => ({ ...artist, role: artistRole(artist.role) })),
    });
  });

  routes.post('/backstage-requests', async (c) => {
    const account = await requirePermission(c, services, CREATE_PERMISSION);
    const input = validate(backstageRequestPayloadSchema, await readBody(c));
    const id = await submitRequest(services, account.user.id, input);
    return c.json({ request: await readBackstageRequest(db, id) }, 201);
  });

  routes.get('/backstage-requests/:id{[0-9]+}', async (c) => {
    const request = await requireReadableRequest(c, services, requestIdOf(c.req.param('id')));
    return c.json({ request });
  });

  routes.get('/backstage-requests/:id{[0-9]+}/proof', async (c) => {
    const id = requestIdOf(c.req.param('id'));
    await requireReadableRequest(c, services, id);
    const [row] = await db
      .select({ proof: backstageRequests.proof_file_entry_id })
      .from(backstageRequests)
      .where(eq(backstageRequests.id, id));
    return serveProof(c, services, row?.proof ?? null);
  });

  return routes;
}

/** A member role as stored; a role the contract does not know (written by hand) reads as artist. */
function artistRole(role: string): ArtistMemberRole {
  return (ARTIST_MEMBER_ROLES as readonly string[]).includes(role) ? (role as ArtistMemberRole) : 'artist';
}
