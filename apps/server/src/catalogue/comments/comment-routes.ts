import { commentPayloadSchema } from '@tonearm/client/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAccount } from '../../accounts/current-account';
import { accountCan } from '../../accounts/require-permission';
import { publicName } from '../../accounts/serialize-user';
import type { AppBindings, AppServices } from '../../app-context';
import { comments, tracks, users } from '../../db/schema';
import { forbidden, notFound, ValidationError } from '../../http/errors';
import { escapeHtml } from '../../http/escape-html';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { notify } from '../../notifications/notify';
import { requireCommentsEnabled } from '../../settings/player-settings';
import { requireMusicPermission } from '../music-permission';
import { countOf, pageOf } from '../page';
import { idParam } from '../route-params';
import { commentThreads, newestFirst, serializeComments } from './comment-queries';

/** Comments on tracks, pinned to a point of the waveform; a reply notifies the author of the comment. */
export function commentRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/tracks/:id/comments', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    await requireCommentsEnabled(db);
    const trackId = idParam(c);
    const [track] = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, trackId));
    if (!track) throw notFound();
    const topLevel = and(eq(comments.track_id, trackId), isNull(comments.parent_id));
    let parents: (typeof comments.$inferSelect)[] = [];
    const pagination = await pageOf(
      c,
      () => db.select({ value: count() }).from(comments).where(topLevel).then(countOf),
      async (limit, offset) => {
        parents = await db
          .select()
          .from(comments)
          .where(topLevel)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset);
        return parents.map((parent) => parent.id);
      },
      () => commentThreads(db, parents),
    );
    return c.json({ pagination });
  });

  routes.post('/comments', async (c) => {
    const account = await requireAccount(c, services);
    await requireCommentsEnabled(db);
    const payload = validate(commentPayloadSchema, await readBody(c));
    const [track] = await db
      .select({ id: tracks.id, name: tracks.name })
      .from(tracks)
      .where(eq(tracks.id, payload.commentable_id));
    if (!track) throw new ValidationError({ commentable_id: ['The selected track does not exist.'] });
    let parent: typeof comments.$inferSelect | undefined;
    if (payload.parent_id != null) {
      [parent] = await db.select().from(comments).where(eq(comments.id, payload.parent_id));
      if (!parent || parent.track_id !== track.id) {
        throw new ValidationError({ parent_id: ['The comment you reply to does not exist.'] });
      }
    }
    // Replies are one level deep, and keep the point of the waveform their thread is pinned to.
    const root = parent?.parent_id != null ? parent.parent_id : parent?.id;
    const [row] = await db
      .insert(comments)
      .values({
        track_id: track.id,
        user_id: account.user.id,
        parent_id: root ?? null,
        content: payload.content,
        position: parent ? parent.position : (payload.position ?? 0),
        depth: parent ? 1 : 0,
        created_at: services.now(),
      })
      .returning();
    if (!row) throw new Error('The comment was not saved');
    if (parent && parent.user_id !== account.user.id) {
      const [author] = await db.select().from(users).where(eq(users.id, parent.user_id));
      if (author) {
        const replier = publicName(account.user);
        const path = `/track/${track.id}/${encodeURIComponent(track.name)}`;
        await notify(services, author, {
          kind: 'comment_reply',
          data: (trans) => ({
            image: account.user.image,
            lines: [
              {
                type: 'primary',
                // The names are escaped first; the markup stays in the line for the translation to place.
                content: trans('<strong>:name</strong> replied to your comment on <strong>:track</strong>.', {
                  name: escapeHtml(replier),
                  track: escapeHtml(track.name),
                }),
              },
              { content: escapeHtml(payload.content.slice(0, 140)) },
            ],
            mainAction: { action: path, label: trans('View reply') },
          }),
          mail: (trans) => ({
            subject: trans(':name replied to your comment', { name: replier }),
            text: trans(':name replied to your comment on :track: ":comment"', {
              name: replier,
              track: track.name,
              comment: payload.content,
            }),
          }),
        });
      }
    }
    const [comment] = await serializeComments(db, [row]);
    return c.json({ comment }, 201);
  });

  routes.delete('/comments/:id', async (c) => {
    const account = await requireAccount(c, services);
    const [row] = await db
      .select()
      .from(comments)
      .where(eq(comments.id, idParam(c)));
    if (!row) throw notFound();
    if (row.user_id !== account.user.id && !accountCan(account, 'admin.access')) {
      throw forbidden('Only the author of this comment can delete it.');
    }
    await db.delete(comments).where(eq(comments.id, row.id));
    return c.json({ status: 'success' });
  });

  return routes;
}
