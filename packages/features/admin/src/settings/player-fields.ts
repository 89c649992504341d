import type { Translate } from '@tonearm/shell';
import type { SettingField } from './settings-fields';

/** The player panel's fields, grouped as listeners meet them: around the music, the player's controls, artists. */
export const playerFields = (trans: Translate): readonly SettingField[] => [
  {
    key: 'player.seekbar_type',
    kind: 'select',
    label: trans('Track seek bar'),
    description: trans('What a track’s page shows to seek in: the track’s waveform, or a plain line.'),
    options: [
      { value: 'waveform', label: trans('Waveform') },
      { value: 'line', label: trans('Simple line') },
    ],
    section: trans('General'),
  },
  {
    key: 'player.enable_repost',
    kind: 'switch',
    label: trans('Enable reposts'),
    description: trans(
      'Listeners may repost tracks and albums to their followers. Off, the menus leave it out and the server refuses it.',
    ),
  },
  {
    key: 'player.track_comments',
    kind: 'switch',
    label: trans('Enable commenting'),
    description: trans(
      'Track pages show comments and take new ones. Off, they are hidden and the server refuses new ones.',
    ),
  },
  {
    key: 'player.show_upload_btn',
    kind: 'switch',
    label: trans('Upload button in the left sidebar'),
    description: trans('Artists who may upload get an Upload button at the top of the sidebar.'),
  },
  {
    key: 'player.show_become_artist_btn',
    kind: 'switch',
    label: trans('Become an artist in the user menu'),
    description: trans('Listeners who may ask for an artist profile find the way in their user menu.'),
  },
  {
    key: 'player.default_volume',
    kind: 'number',
    label: trans('Default volume'),
    description: trans('From 1 to 100: where the volume starts for a listener who never set one.'),
    section: trans('Controls'),
  },
  {
    key: 'player.enable_download',
    kind: 'switch',
    label: trans('Download button'),
    description: trans(
      'Track menus offer the track’s audio file to download. Off, the server refuses downloads.',
    ),
  },
  {
    key: 'player.mobile_auto_open_overlay',
    kind: 'switch',
    label: trans('Open the full player on phones'),
    description: trans('On a phone, starting an album, a playlist or a track opens the now-playing view.'),
  },
  {
    key: 'player.hide_queue',
    kind: 'switch',
    label: trans('Hide the queue button'),
    description: trans(
      'The player bar and the now-playing view leave out their Queue buttons, and with them the queue panel.',
    ),
  },
  {
    key: 'player.hide_lyrics',
    kind: 'switch',
    label: trans('Hide the lyrics buttons'),
    description: trans('The player bar, the now-playing view, track pages and track menus leave out lyrics.'),
  },
  {
    key: 'player.hide_radio',
    kind: 'switch',
    label: trans('Hide the radio buttons'),
    description: trans(
      'Track and artist pages leave out their Radio buttons, and track menus their radio entry.',
    ),
  },
  {
    key: 'artistPage.tabs',
    kind: 'artist-tabs',
    label: trans('Artist page tabs'),
    description: trans('The tabs an artist’s page shows, in this order; it opens on the first one shown.'),
    section: trans('Artist page'),
  },
  {
    key: 'player.default_artist_view',
    kind: 'select',
    label: trans('Albums layout'),
    description: trans('How an artist’s page lays out their albums: cards in a grid, or a compact list.'),
    options: [
      { value: 'grid', label: trans('Grid') },
      { value: 'list', label: trans('List') },
    ],
  },
];
