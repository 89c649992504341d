import { extname } from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { tracks } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type StoredAudio, storedAudio } from './stored-audio';

/** A track's audio file, as its stream and its download serve it. */
export interface TrackAudioFile extends StoredAudio {
  /** A downloaded file's name: the track's, with the stored file's extension. */
  downloadName: string;
  mime: string;
}

/** The audio file of track `id`; 404 when it has none or it is gone. */
export async function trackAudioFile(services: AppServices, id: number): Promise<TrackAudioFile> {
  const [row] = await services.db
    .select({ name: tracks.name, audio_path: tracks.audio_path, mime: tracks.mime })
    .from(tracks)
    .where(eq(tracks.id, id));
  if (!row?.audio_path) throw notFound();
  const audio = await storedAudio(services, row.audio_path);
  if (!audio) throw notFound();
  return {
    ...audio,
    downloadName: `${row.name}${extname(row.audio_path)}`,
    mime: row.mime ?? 'audio/mpeg',
  };
}
