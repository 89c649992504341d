import { eq } from 'drizzle-orm';
import {
  artistMembers,
  artists,
  permissionRole,
  permissions,
  roles,
  roleUser,
  users,
} from '../../../db/schema';
import { registerListener } from '../../../test-support/register-listener';
import type { TestServer } from '../../../test-support/test-server';
import type { TestVisitor } from '../../../test-support/test-visitor';

const PASSWORD = 'correct horse battery';
let made = 0;

/** A signed-in account, its id, and the artist it belongs to (when asked for). */
export interface ArtistAccount {
  visitor: TestVisitor;
  userId: number;
  email: string;
  artistId: number | null;
}

export interface ArtistAccountOptions {
  /** Grant `music.create`. @default true */
  musicCreate?: boolean;
  /** The `minutes` restriction of `music.create`; absent is unlimited. */
  minutes?: number;
  /** Link the account to a new artist of this name through `artist_members`. */
  artistName?: string;
}

/**
 * A new registered account with a role granting `music.create` (with its `minutes` restriction when given), linked
 * to a new artist as its `artist_members` row; the requests that approve such links are not needed to test them.
 */
export async function signInArtist(
  app: TestServer,
  options: ArtistAccountOptions = {},
): Promise<ArtistAccount> {
  const { db } = app.server.services;
  const number = ++made;
  const email = `artist-${number}@example.com`;
  const visitor = await registerListener(app.url, email, PASSWORD);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('The account was not created');
  if (options.musicCreate !== false) {
    const [role] = await db
      .insert(roles)
      .values({ name: `artists ${number}` })
      .returning({ id: roles.id });
    const [permission] = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'music.create'));
    if (!role || !permission) throw new Error('The role or the permission is missing');
    await db.insert(permissionRole).values({
      role_id: role.id,
      permission_id: permission.id,
      restrictions: options.minutes === undefined ? [] : [{ name: 'minutes', value: options.minutes }],
    });
    await db.insert(roleUser).values({ user_id: user.id, role_id: role.id });
  }
  let artistId: number | null = null;
  if (options.artistName) {
    const [artist] = await db
      .insert(artists)
      .values({ name: options.artistName })
      .returning({ id: artists.id });
    if (!artist) throw new Error('The artist was not created');
    artistId = artist.id;
    await db.insert(artistMembers).values({ artist_id: artist.id, user_id: user.id, role: 'artist' });
  }
  return { visitor, userId: user.id, email, artistId };
}

/** Links an existing artist to the account, as an approved claim does. */
export async function linkArtist(app: TestServer, userId: number, artistId: number): Promise<void> {
  await app.server.services.db
    .insert(artistMembers)
    .values({ artist_id: artistId, user_id: userId, role: 'artist' });
}
