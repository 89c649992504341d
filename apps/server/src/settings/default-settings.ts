import { DEFAULT_PLAYER_SETTINGS } from '@tonearm/client/contract';
import { DEFAULT_MENUS } from './default-menus';

/** Bytes per resumable-upload chunk; 5–8 MiB chunks upload close to disk speed on loopback. */
export const DEFAULT_UPLOAD_CHUNK_SIZE = 5 * 1024 * 1024;

/**
 * The settings a fresh site starts with, one database row per top-level key. Keys missing from the database are
 * added at every start, so new settings groups reach existing sites with their defaults.
 * `themes.default_id`, `default_light` and `default_dark` are filled in once the default themes exist.
 */
export const DEFAULT_SETTINGS: Record<string, unknown> = {
  branding: {
    site_name: 'Tonearm',
    site_description: 'Open, accessible music streaming.',
    logo_light: null,
    logo_dark: null,
    logo_light_mobile: null,
    logo_dark_mobile: null,
    favicon: null,
  },
  themes: { user_change: true, is_dark: false, default_id: null, default_light: null, default_dark: null },
  menus: DEFAULT_MENUS,
  require_email_confirmation: false,
  dates: { default_timezone: 'UTC', format: 'short' },
  i18n: { enable: true, default_localization: 'en' },
  cookie_notice: { enable: true, position: 'bottom', button: null },
  registration: { disable: false, policies: [] },
  social: {
    compact_buttons: false,
    google: { enable: false },
    facebook: { enable: false },
    twitter: { enable: false },
    envato: { enable: false },
  },
  recaptcha: { site_key: null, enable: {} },
  notif: { subs: { integrated: true } },
  notifications: { integrated: true },
  live_updates: { enable: true },
  // Catalogue search (catalogue/search): lyrics searched, typos corrected to names' words 30% alike in trigrams.
  search: { lyrics: true, typos: true, typo_similarity: 30 },
  billing: { enable: true },
  api: { integrated: true },
  uploads: {
    chunk_size: DEFAULT_UPLOAD_CHUNK_SIZE,
    disable_tus: false,
    s3_direct_upload: false,
    uploads_driver: 'local',
    public_driver: 'local',
    max_size: null,
  },
  homepage: { type: 'channel', value: 'home' },
  ads: { general_top: null, general_bottom: null, artist_top: null, artist_bottom: null, album_above: null },
  site: { demo: false },
  player: {
    default_volume: DEFAULT_PLAYER_SETTINGS.default_volume,
    seekbar_type: DEFAULT_PLAYER_SETTINGS.seekbar_type,
    hide_queue: DEFAULT_PLAYER_SETTINGS.hide_queue,
    hide_radio: DEFAULT_PLAYER_SETTINGS.hide_radio,
    hide_lyrics: DEFAULT_PLAYER_SETTINGS.hide_lyrics,
    enable_repost: DEFAULT_PLAYER_SETTINGS.enable_repost,
    track_comments: DEFAULT_PLAYER_SETTINGS.track_comments,
    show_upload_btn: DEFAULT_PLAYER_SETTINGS.show_upload_btn,
    show_become_artist_btn: DEFAULT_PLAYER_SETTINGS.show_become_artist_btn,
    enable_download: DEFAULT_PLAYER_SETTINGS.enable_download,
    mobile_auto_open_overlay: DEFAULT_PLAYER_SETTINGS.mobile_auto_open_overlay,
    default_artist_view: DEFAULT_PLAYER_SETTINGS.default_artist_view,
  },
  artistPage: { tabs: DEFAULT_PLAYER_SETTINGS.artist_tabs },
};
