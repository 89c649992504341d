import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, isAbsolute, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../../app-context';
import { tracks } from '../../db/schema';
import { notFound } from '../../http/errors';
import { requireDownloadsEnabled } from '../../settings/player-settings';
import { serveFile } from '../../storage/serve-file';
import { requireMusicPermission } from '../music-permission';
import { idParam } from '../route-params';

/** `GET tracks/{id}/download`: the track's audio file, named after the track, while the site offers downloads. */
export function trackDownloadRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/tracks/:id/download', async (c) => {
    await requireMusicPermission(c, services, 'music.play');
    await requireDownloadsEnabled(db);
    const [row] = await db
      .select({ name: tracks.name, audio_path: tracks.audio_path, mime: tracks.mime })
      .from(tracks)
      .where(eq(tracks.id, idParam(c)));
    if (!row?.audio_path) throw notFound();
    const dataDir = resolve(services.env.DATA_DIR);
    const file = isAbsolute(row.audio_path) ? row.audio_path : resolve(dataDir, row.audio_path);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound();
    return serveFile(c, {
      size: info.size,
      type: row.mime ?? 'audio/mpeg',
      downloadName: `${row.name}${extname(file)}`,
      cacheControl: 'private, max-age=3600',
      open: (range) => createReadStream(file, range),
    });
  });

  return routes;
}
