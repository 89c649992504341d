import { type PlayerSettings, readPlayerSettings } from '@tonearm/client/contract';
import type { Database } from '../db/connect';
import { forbidden } from '../http/errors';
import { readSetting } from './settings-store';

/** The player panel's settings as stored, each missing or malformed one read as its default. */
export async function sitePlayerSettings(db: Database): Promise<PlayerSettings> {
  return readPlayerSettings({ player: await readSetting(db, 'player') });
}

/** What a listener is told when the site has turned a feature off. */
export const REPOSTS_OFF_MESSAGE = 'Reposts are turned off on this site.';
export const COMMENTS_OFF_MESSAGE = 'Comments are turned off on this site.';
export const DOWNLOADS_OFF_MESSAGE = 'Downloads are turned off on this site.';

/** Refuses with 403 when the operator turned reposts off: the menus hide them, and the server holds to it. */
export async function requireRepostsEnabled(db: Database): Promise<void> {
  if (!(await sitePlayerSettings(db)).enable_repost) throw forbidden(REPOSTS_OFF_MESSAGE);
}

/** Whether tracks show and take comments. */
export async function commentsEnabled(db: Database): Promise<boolean> {
  return (await sitePlayerSettings(db)).track_comments;
}

/** Refuses with 403 when the operator turned comments off. */
export async function requireCommentsEnabled(db: Database): Promise<void> {
  if (!(await commentsEnabled(db))) throw forbidden(COMMENTS_OFF_MESSAGE);
}

/** Refuses with 403 unless the operator turned track downloads on. */
export async function requireDownloadsEnabled(db: Database): Promise<void> {
  if (!(await sitePlayerSettings(db)).enable_download) throw forbidden(DOWNLOADS_OFF_MESSAGE);
}
