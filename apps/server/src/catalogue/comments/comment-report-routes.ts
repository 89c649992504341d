import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAccount } from '../../accounts/current-account';
import type { AppBindings, AppServices } from '../../app-context';
import { commentReports, comments } from '../../db/schema';
import { notFound, tooManyRequests } from '../../http/errors';
import { claimAttempts, type ThrottleRule } from '../../security/rate-limiter';
import { idParam } from '../route-params';

/** Reports one listener may file: 30 an hour, far past honest use, so a script cannot bury the moderators. */
export const REPORTS_PER_LISTENER: ThrottleRule = {
  windowSeconds: 60 * 60,
  threshold: 30,
  baseDelaySeconds: 60 * 60,
  maxDelaySeconds: 60 * 60,
};

export const TOO_MANY_REPORTS = 'You have reported too many comments. Please try again later.';

/**
 * `POST comments/{id}/report`: a signed-in listener flags a comment for the moderators (the admin's comments list
 * counts and filters these). Once per listener per comment: reporting again changes nothing and counts no attempt.
 */
export function commentReportRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.post('/comments/:id{[0-9]+}/report', async (c) => {
    const account = await requireAccount(c, services);
    const [comment] = await db
      .select({ id: comments.id, deleted: comments.deleted })
      .from(comments)
      .where(eq(comments.id, idParam(c)));
    if (!comment || comment.deleted) throw notFound('There is no such comment.');
    const [already] = await db
      .select({ id: commentReports.comment_id })
      .from(commentReports)
      .where(and(eq(commentReports.comment_id, comment.id), eq(commentReports.user_id, account.user.id)));
    if (!already) {
      const claimed = await claimAttempts(
        db,
        [[`comment-reports:user:${account.user.id}`, REPORTS_PER_LISTENER]],
        services.now(),
      );
      if (!claimed.admitted) throw tooManyRequests(claimed.waitSeconds, TOO_MANY_REPORTS);
      await db
        .insert(commentReports)
        .values({ comment_id: comment.id, user_id: account.user.id, created_at: services.now() })
        .onConflictDoNothing();
    }
    return c.json({ status: 'success' as const });
  });

  return routes;
}
