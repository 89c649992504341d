import * as z from 'zod/mini';

/** The tabs of an artist's page, in the order a fresh site shows them. */
export const ARTIST_PAGE_TABS = ['discography', 'similar', 'about', 'followers'] as const;
export type ArtistPageTab = (typeof ARTIST_PAGE_TABS)[number];

const artistPageTabSchema = z.object({ id: z.enum(ARTIST_PAGE_TABS), active: z.boolean() });
export type ArtistPageTabSetting = z.infer<typeof artistPageTabSchema>;

/** Every artist page tab once, in the order the operator chose, each shown or hidden. */
export const artistPageTabsSchema = z.array(artistPageTabSchema).check(
  z.refine(
    (tabs) =>
      tabs.length === ARTIST_PAGE_TABS.length &&
      ARTIST_PAGE_TABS.every((id) => tabs.some((tab) => tab.id === id)),
    'List every tab once.',
  ),
  z.refine((tabs) => tabs.some((tab) => tab.active), 'Show at least one tab.'),
);

/** What a fresh site does, and what a setting that is absent or unreadable reads as. */
export const DEFAULT_PLAYER_SETTINGS = {
  default_volume: 100,
  seekbar_type: 'waveform',
  hide_queue: false,
  hide_radio: false,
  hide_lyrics: false,
  enable_repost: true,
  track_comments: true,
  show_upload_btn: true,
  show_become_artist_btn: true,
  enable_download: false,
  mobile_auto_open_overlay: false,
  default_artist_view: 'grid',
  artist_tabs: ARTIST_PAGE_TABS.map((id) => ({ id, active: true })),
} as const;

/**
 * The player panel's settings as the listener's pages read them from the bootstrap data (`settings.player` and
 * `settings.artistPage`). Each value that is missing or malformed falls back to its default on its own, so one bad
 * key never turns the others off.
 */
export const playerSettingsSchema = z.object({
  /** The volume, 1 to 100, of a listener who never chose one. */
  default_volume: z.catch(z.int().check(z.gte(1), z.lte(100)), DEFAULT_PLAYER_SETTINGS.default_volume),
  /** The track page's seek bar: the track's waveform, or a plain line. */
  seekbar_type: z.catch(z.enum(['waveform', 'line']), DEFAULT_PLAYER_SETTINGS.seekbar_type),
  /** Hides the queue buttons of the player bar and the now-playing view, and with them the queue panel. */
  hide_queue: z.catch(z.boolean(), false),
  /** Hides the Radio buttons of track and artist pages and the radio entries of menus. */
  hide_radio: z.catch(z.boolean(), false),
  /** Hides lyrics in the player bar, the now-playing view, the track page and track menus. */
  hide_lyrics: z.catch(z.boolean(), false),
  /** Whether listeners may repost tracks and albums to their followers. */
  enable_repost: z.catch(z.boolean(), true),
  /** Whether tracks show and take comments. */
  track_comments: z.catch(z.boolean(), true),
  /** Whether the left sidebar offers artists an Upload button. */
  show_upload_btn: z.catch(z.boolean(), true),
  /** Whether the user menu offers listeners "Become an artist". */
  show_become_artist_btn: z.catch(z.boolean(), true),
  /** Whether track menus offer the track's audio file to download, and the server hands it out. */
  enable_download: z.catch(z.boolean(), false),
  /** Whether starting a queue on a phone opens the full now-playing view. */
  mobile_auto_open_overlay: z.catch(z.boolean(), false),
  /** How an artist's page lays out their albums: cards in a grid, or a compact list. */
  default_artist_view: z.catch(z.enum(['list', 'grid']), DEFAULT_PLAYER_SETTINGS.default_artist_view),
  /** The artist page's tabs in order, each shown or hidden. */
  artist_tabs: z.catch(artistPageTabsSchema, () =>
    DEFAULT_PLAYER_SETTINGS.artist_tabs.map((tab) => ({ ...tab })),
  ),
});
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;

const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The player panel's settings out of the bootstrap data's site settings. */
export function readPlayerSettings(settings: { readonly [group: string]: unknown }): PlayerSettings {
  return playerSettingsSchema.parse({
    ...recordOf(settings.player),
    artist_tabs: recordOf(settings.artistPage).tabs,
  });
}
