import {
  type Likeable,
  libraryPayloadSchema,
  profileTabSchema,
  repostPayloadSchema,
} from '@tonearm/client/contract';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAccount } from '../../accounts/current-account';
import type { AppBindings, AppServices } from '../../app-context';
import type { Database } from '../../db/connect';
import {
  albums,
  artists,
  likes,
  playlistFollowers,
  playlists,
  reposts,
  trackPlays,
  tracks,
  userFollows,
  users,
} from '../../db/schema';
import { notFound, ValidationError } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { requireRepostsEnabled } from '../../settings/player-settings';
import { requireMusicPermission } from '../music-permission';
import { countOf, pageOf } from '../page';
import { idParam } from '../route-params';
import { loadAlbums, loadArtists, loadPlaylists, loadPublicUsers, loadTracks } from '../serialize';

type LikeableType = Likeable['likeable_type'];
const TABLES = { track: tracks, album: albums, artist: artists } as const;

async function requireLikeables(db: Database, likeables: Likeable[]): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const type of ['track', 'album', 'artist'] as const) {
    const ids = likeables.filter((item) => item.likeable_type === type).map((item) => item.likeable_id);
    if (ids.length === 0) continue;
    const table = TABLES[type];
    const found = new Set(
      (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id),
    );
    likeables.forEach((item, index) => {
      if (item.likeable_type === type && !found.has(item.likeable_id)) {
        errors[`likeables.${index}.likeable_id`] = [`The selected ${type} does not exist.`];
      }
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The likes of one user and type, most recent first. */
function likedIds(db: Database, userId: number, type: LikeableType) {
  const mine = and(eq(likes.user_id, userId), eq(likes.likeable_type, type));
  return {
    total: () => db.select({ value: count() }).from(likes).where(mine).then(countOf),
    ids: (limit: number, offset: number) =>
      db
        .select({ id: likes.likeable_id })
        .from(likes)
        .where(mine)
        .orderBy(desc(likes.created_at), desc(likes.likeable_id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((row) => row.id)),
  };
}

function followIds(db: Database, userId: number, direction: 'followers' | 'following') {
  const where =
    direction === 'followers' ? eq(userFollows.followed_id, userId) : eq(userFollows.follower_id, userId);
  const column = direction === 'followers' ? userFollows.follower_id : userFollows.followed_id;
  return {
    total: () => db.select({ value: count() }).from(userFollows).where(where).then(countOf),
    ids: (limit: number, offset: number) =>
      db
        .select({ id: column })
        .from(userFollows)
        .where(where)
        .orderBy(desc(userFollows.created_at))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((row) => row.id)),
  };
}

/** The library (likes and follows), listening history, and user profiles with their tabs. */
export function libraryRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.post('/users/me/add-to-library', async (c) => {
    const account = await requireAccount(c, services);
    const { likeables } = validate(libraryPayloadSchema, await readBody(c));
    await requireLikeables(db, likeables);
    await db
      .insert(likes)
      .values(likeables.map((item) => ({ user_id: account.user.id, ...item, created_at: services.now() })))
      .onConflictDoNothing();
    return c.json({ status: 'success' });
  });

  routes.post('/users/me/remove-from-library', async (c) => {
    const account = await requireAccount(c, services);
    const { likeables } = validate(libraryPayloadSchema, await readBody(c));
    await db
      .delete(likes)
      .where(
        and(
          eq(likes.user_id, account.user.id),
          or(
            ...likeables.map((item) =>
              and(eq(likes.likeable_type, item.likeable_type), eq(likes.likeable_id, item.likeable_id)),
            ),
          ),
        ),
      );
    return c.json({ status: 'success' });
  });

  routes.post('/users/me/reposts/toggle', async (c) => {
    const account = await requireAccount(c, services);
    await requireRepostsEnabled(db);
    const { repostable_id, repostable_type } = validate(repostPayloadSchema, await readBody(c));
    const table = TABLES[repostable_type];
    const [target] = await db.select({ id: table.id }).from(table).where(eq(table.id, repostable_id));
    if (!target)
      throw new ValidationError({ repostable_id: [`The selected ${repostable_type} does not exist.`] });
    const of = and(eq(reposts.repostable_type, repostable_type), eq(reposts.repostable_id, repostable_id));
    const mine = and(of, eq(reposts.user_id, account.user.id));
    const removed = await db.delete(reposts).where(mine).returning({ id: reposts.repostable_id });
    if (removed.length === 0) {
      await db
        .insert(reposts)
        .values({ user_id: account.user.id, repostable_type, repostable_id, created_at: services.now() })
        .onConflictDoNothing();
    }
    const total = await db.select({ value: count() }).from(reposts).where(of).then(countOf);
    return c.json({ reposted: removed.length === 0, reposts_count: total });
  });

  routes.get('/users/me/library', async (c) => {
    const account = await requireAccount(c, services);
    const [liked, followedPlaylists, followedUsers] = await Promise.all([
      db.select().from(likes).where(eq(likes.user_id, account.user.id)),
      db
        .select({ id: playlistFollowers.playlist_id })
        .from(playlistFollowers)
        .where(eq(playlistFollowers.user_id, account.user.id)),
      db
        .select({ id: userFollows.followed_id })
        .from(userFollows)
        .where(eq(userFollows.follower_id, account.user.id)),
    ]);
    const of = (type: LikeableType) =>
      liked.filter((row) => row.likeable_type === type).map((row) => row.likeable_id);
    return c.json({
      tracks: of('track'),
      albums: of('album'),
      artists: of('artist'),
      playlists: followedPlaylists.map((row) => row.id),
      users: followedUsers.map((row) => row.id),
    });
  });

  routes.get('/users/me/liked-tracks', async (c) => {
    const account = await requireAccount(c, services);
    const { total, ids } = likedIds(db, account.user.id, 'track');
    return c.json({ pagination: await pageOf(c, total, ids, (page) => loadTracks(db, page)) });
  });

  routes.get('/users/me/liked-albums', async (c) => {
    const account = await requireAccount(c, services);
    const { total, ids } = likedIds(db, account.user.id, 'album');
    return c.json({ pagination: await pageOf(c, total, ids, (page) => loadAlbums(db, page)) });
  });

  routes.get('/users/me/liked-artists', async (c) => {
    const account = await requireAccount(c, services);
    const { total, ids } = likedIds(db, account.user.id, 'artist');
    return c.json({ pagination: await pageOf(c, total, ids, (page) => loadArtists(db, page)) });
  });

  routes.get('/users/me/history', async (c) => {
    const account = await requireAccount(c, services);
    const mine = eq(trackPlays.user_id, account.user.id);
    let plays: { id: number; track_id: number; created_at: Date }[] = [];
    const pagination = await pageOf(
      c,
      () => db.select({ value: count() }).from(trackPlays).where(mine).then(countOf),
      async (limit, offset) => {
        plays = await db
          .select({ id: trackPlays.id, track_id: trackPlays.track_id, created_at: trackPlays.created_at })
          .from(trackPlays)
          .where(mine)
          .orderBy(desc(trackPlays.created_at), desc(trackPlays.id))
          .limit(limit)
          .offset(offset);
        return plays.map((play) => play.id);
      },
      async () => {
        const loaded = await loadTracks(
          db,
          plays.map((play) => play.track_id),
        );
        const byId = new Map(loaded.map((track) => [track.id, track]));
        return plays.flatMap((play) => {
          const track = byId.get(play.track_id);
          return track ? [{ ...track, played_at: play.created_at.toISOString() }] : [];
        });
      },
    );
    return c.json({ pagination });
  });

  routes.get('/users/me/playlists', async (c) => {
    const account = await requireAccount(c, services);
    const userId = account.user.id;
    // The listener's own playlists, and the ones they follow while those stay public.
    const followed = db
      .select({ id: playlistFollowers.playlist_id })
      .from(playlistFollowers)
      .where(eq(playlistFollowers.user_id, userId));
    const mine = or(
      eq(playlists.owner_id, userId),
      and(inArray(playlists.id, followed), eq(playlists.public, true)),
    );
    const pagination = await pageOf(
      c,
      () => db.select({ value: count() }).from(playlists).where(mine).then(countOf),
      (limit, offset) =>
        db
          .select({ id: playlists.id })
          .from(playlists)
          .where(mine)
          .orderBy(desc(playlists.updated_at), desc(playlists.id))
          .limit(limit)
          .offset(offset)
          .then((rows) => rows.map((row) => row.id)),
      (ids) => loadPlaylists(db, ids),
    );
    return c.json({ pagination });
  });

  async function profileUser(id: number) {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user || user.banned_at) throw notFound();
    return user;
  }

  routes.get('/user-profile/:id', async (c) => {
    const account = await requireMusicPermission(c, services, 'music.view');
    const user = await profileUser(idParam(c));
    const [[face], followers, following, playlistCount, likedTracks, followed] = await Promise.all([
      loadPublicUsers(db, [user.id]),
      followIds(db, user.id, 'followers').total(),
      followIds(db, user.id, 'following').total(),
      db
        .select({ value: count() })
        .from(playlists)
        .where(and(eq(playlists.owner_id, user.id), eq(playlists.public, true)))
        .then(countOf),
      likedIds(db, user.id, 'track').total(),
      account
        ? db
            .select({ id: userFollows.followed_id })
            .from(userFollows)
            .where(and(eq(userFollows.follower_id, account.user.id), eq(userFollows.followed_id, user.id)))
        : [],
    ]);
    if (!face) throw notFound();
    return c.json({
      user: {
        ...face,
        country: user.country,
        created_at: user.created_at.toISOString(),
        followers_count: followers,
        followed_users_count: following,
        playlists_count: playlistCount,
        liked_tracks_count: likedTracks,
      },
      is_following: followed.length > 0,
    });
  });

  routes.get('/user-profile/:id/:tab', async (c) => {
    const account = await requireMusicPermission(c, services, 'music.view');
    const tab = profileTabSchema.safeParse(c.req.param('tab'));
    if (!tab.success) throw notFound();
    const user = await profileUser(idParam(c));
    switch (tab.data) {
      case 'playlists': {
        // Someone else sees only the public playlists.
        const visible =
          account?.user.id === user.id
            ? eq(playlists.owner_id, user.id)
            : and(eq(playlists.owner_id, user.id), eq(playlists.public, true));
        const pagination = await pageOf(
          c,
          () => db.select({ value: count() }).from(playlists).where(visible).then(countOf),
          (limit, offset) =>
            db
              .select({ id: playlists.id })
              .from(playlists)
              .where(visible)
              .orderBy(desc(playlists.updated_at), desc(playlists.id))
              .limit(limit)
              .offset(offset)
              .then((rows) => rows.map((row) => row.id)),
          (ids) => loadPlaylists(db, ids),
        );
        return c.json({ pagination });
      }
      case 'liked-tracks': {
        const { total, ids } = likedIds(db, user.id, 'track');
        return c.json({ pagination: await pageOf(c, total, ids, (page) => loadTracks(db, page)) });
      }
      case 'liked-albums': {
        const { total, ids } = likedIds(db, user.id, 'album');
        return c.json({ pagination: await pageOf(c, total, ids, (page) => loadAlbums(db, page)) });
      }
      case 'liked-artists': {
        const { total, ids } = likedIds(db, user.id, 'artist');
        return c.json({ pagination: await pageOf(c, total, ids, (page) => loadArtists(db, page)) });
      }
      default: {
        const { total, ids } = followIds(db, user.id, tab.data);
        return c.json({ pagination: await pageOf(c, total, ids, (page) => loadPublicUsers(db, page)) });
      }
    }
  });

  routes.post('/users/:id/follow', async (c) => {
    const account = await requireAccount(c, services);
    const user = await profileUser(idParam(c));
    if (user.id === account.user.id) throw new ValidationError({ user: ['You cannot follow yourself.'] });
    await db
      .insert(userFollows)
      .values({ follower_id: account.user.id, followed_id: user.id, created_at: services.now() })
      .onConflictDoNothing();
    return c.json({ status: 'success' });
  });

  routes.post('/users/:id/unfollow', async (c) => {
    const account = await requireAccount(c, services);
    const user = await profileUser(idParam(c));
    await db
      .delete(userFollows)
      .where(and(eq(userFollows.follower_id, account.user.id), eq(userFollows.followed_id, user.id)));
    return c.json({ status: 'success' });
  });

  return routes;
}
