import { stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { tracks } from '../../db/schema';
import { notFound } from '../../http/errors';

/** A track's audio file on disk, as its stream and its download serve it. */
export interface TrackAudioFile {
  /** The track's name, for a downloaded file's name. */
  name: string;
  path: string;
  size: number;
  mime: string;
}

/** The audio file of track `id` (a path relative to `DATA_DIR` or absolute); 404 when it has none or it is gone. */
export async function trackAudioFile(services: AppServices, id: number): Promise<TrackAudioFile> {
  const [row] = await services.db
    .select({ name: tracks.name, audio_path: tracks.audio_path, mime: tracks.mime })
    .from(tracks)
    .where(eq(tracks.id, id));
  if (!row?.audio_path) throw notFound();
  const path = isAbsolute(row.audio_path) ? row.audio_path : resolve(services.env.DATA_DIR, row.audio_path);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw notFound();
  return { name: row.name, path, size: info.size, mime: row.mime ?? 'audio/mpeg' };
}
