import { asc, ilike, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import { tracks } from '../../db/schema';
import { notFound } from '../../http/errors';
import { containsPattern } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { trackChoices } from './track-choices';

/** The sections whose screens pick tracks: tracks, comments (its track filter) and lyrics. */
export const TRACK_PICKER_PERMISSIONS = ['music.update', 'comments.update', 'lyrics.update'] as const;

const CHOICES = 10;

/**
 * `admin/track-picker`: tracks found by name for the admin's pickers, open to any section that picks tracks, so a
 * comment moderator or a lyrics editor needs no right over the tracks themselves.
 */
export function adminTrackPickerRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, ...TRACK_PICKER_PERMISSIONS);
    await next();
  });
  routes.use('/admin/track-picker', guard);
  routes.use('/admin/track-picker/*', guard);

  routes.get('/admin/track-picker', async (c) => {
    const search = (c.req.query('query') ?? '').trim().slice(0, 255);
    const found = await db
      .select({ id: tracks.id })
      .from(tracks)
      .where(search === '' ? undefined : ilike(tracks.name, containsPattern(search)))
      .orderBy(asc(sql`lower(${tracks.name})`), asc(tracks.id))
      .limit(CHOICES);
    return c.json({
      tracks: await trackChoices(
        db,
        found.map((row) => row.id),
      ),
    });
  });

  routes.get('/admin/track-picker/:id{[0-9]+}', async (c) => {
    const [track] = await trackChoices(db, [idParam(c)]);
    if (!track) throw notFound('There is no such track.');
    return c.json({ track });
  });

  return routes;
}
