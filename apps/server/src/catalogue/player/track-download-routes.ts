import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../../app-context';
import { requireDownloadsEnabled } from '../../settings/player-settings';
import { serveFile } from '../../storage/serve-file';
import { requireMusicPermission } from '../music-permission';
import { idParam } from '../route-params';
import { trackAudioFile } from './track-audio-file';

/** `GET tracks/{id}/download`: the track's audio file, named after the track, while the site offers downloads. */
export function trackDownloadRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/tracks/:id/download', async (c) => {
    await requireMusicPermission(c, services, 'music.play');
    await requireDownloadsEnabled(db);
    const audio = await trackAudioFile(services, idParam(c));
    return serveFile(c, {
      size: audio.size,
      type: audio.mime,
      downloadName: audio.downloadName,
      cacheControl: 'private, max-age=3600',
      open: audio.open,
    });
  });

  return routes;
}
