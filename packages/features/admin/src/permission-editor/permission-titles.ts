import type { Translate } from '@tonearm/shell';
import { groupTitle } from './permission-editor-state';

// The server names areas and restrictions by key; their titles are written here in full so the catalogue of
// source lines offers each to translators.
const groupTitles = (trans: Translate): Readonly<Record<string, string>> => ({
  admin: trans('Admin'),
  users: trans('Users'),
  roles: trans('Roles'),
  subscriptions: trans('Subscriptions'),
  plans: trans('Plans'),
  custom_pages: trans('Custom pages'),
  tags: trans('Tags'),
  localizations: trans('Localizations'),
  files: trans('Files'),
  settings: trans('Settings'),
  logs: trans('Logs'),
  appearance: trans('Appearance'),
  backstage: trans('Backstage'),
  music: trans('Music'),
  playlists: trans('Playlists'),
  comments: trans('Comments'),
  api: trans('API'),
});

const restrictionTitles = (trans: Translate): Readonly<Record<string, string>> => ({
  minutes: trans('Minutes'),
  artist_selection: trans('Artist selection'),
});

const titleIn = (titles: Readonly<Record<string, string>>, name: string): string =>
  (Object.hasOwn(titles, name) ? titles[name] : undefined) ?? groupTitle(name);

/** An area of the permission catalogue as a title in the reader's language; an unknown key is spelt out. */
export const permissionGroupTitle = (trans: Translate, name: string): string =>
  titleIn(groupTitles(trans), name);

/** A restriction of a permission as a title in the reader's language; an unknown key is spelt out. */
export const restrictionTitle = (trans: Translate, name: string): string =>
  titleIn(restrictionTitles(trans), name);
