import type { AdminSettingsResponse } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';

const PATH = '*/api/v1/admin/settings';

/** A site as an operator finds it after a few changes: a channel home page, local storage, SMTP set up. */
export function storySettings(overrides: Partial<AdminSettingsResponse> = {}): AdminSettingsResponse {
  return {
    values: {
      'homepage.type': 'channel',
      'homepage.value': 'home',
      'themes.default_id': 1,
      'themes.user_change': true,
      'billing.enable': true,
      'server.billing_test_provider': false,
      'server.paypal_client_id': null,
      'server.paypal_sandbox': false,
      'dates.default_timezone': 'UTC',
      'dates.format': 'short',
      'i18n.enable': true,
      'i18n.default_localization': 'en',
      require_email_confirmation: false,
      'registration.disable': false,
      'social.compact_buttons': false,
      'server.google_client_id': 'tonearm.apps.googleusercontent.com',
      'server.facebook_client_id': null,
      'server.twitter_client_id': null,
      'server.envato_client_id': null,
      'uploads.chunk_size': 5 * 1024 * 1024,
      'uploads.max_size': 2 * 1024 * 1024 * 1024,
      'uploads.allowed_extensions': ['mp3', 'flac', 'wav'],
      'uploads.blocked_extensions': ['exe'],
      'server.uploads_driver': 'local',
      'server.s3_bucket': null,
      'server.s3_region': null,
      'server.s3_endpoint': null,
      'server.s3_key': null,
      'server.s3_force_path_style': false,
      'server.s3_direct_upload': true,
      'server.mail_host': 'smtp.example.com',
      'server.mail_port': 587,
      'server.mail_encryption': 'starttls',
      'server.mail_username': 'music',
      'server.mail_from_address': 'music@example.com',
      'server.mail_from_name': 'Tonearm',
      'mail.contact_page_address': null,
      'server.country_header': null,
      'server.sentry_dsn': null,
      'live_updates.enable': true,
      'search.lyrics': true,
      'search.typos': true,
      'search.typo_similarity': 30,
      'server.recaptcha_site_key': null,
      'recaptcha.enable.register': true,
      'recaptcha.enable.contact': true,
      'cookie_notice.enable': true,
      'cookie_notice.position': 'bottom',
      'cookie_notice.button': null,
      'registration.policies': [{ id: 'terms', name: 'Terms of service', action: '/pages/terms' }],
      'player.default_volume': 100,
      'player.seekbar_type': 'waveform',
      'player.hide_queue': false,
      'player.hide_radio': false,
      'player.hide_lyrics': false,
      'player.enable_repost': true,
      'player.track_comments': true,
      'player.show_upload_btn': true,
      'player.show_become_artist_btn': true,
      'player.enable_download': false,
      'player.mobile_auto_open_overlay': false,
      'player.default_artist_view': 'grid',
      'artistPage.tabs': [
        { id: 'discography', active: true },
        { id: 'similar', active: true },
        { id: 'about', active: true },
        { id: 'followers', active: true },
      ],
    },
    secrets: {
      'server.stripe_secret_key': false,
      'server.paypal_client_secret': false,
      'server.google_client_secret': true,
      'server.facebook_client_secret': false,
      'server.twitter_client_secret': false,
      'server.envato_client_secret': false,
      'server.s3_secret': false,
      'server.mail_password': true,
      'server.recaptcha_secret_key': false,
    },
    locked: {},
    production: false,
    queue: {
      engine: 'pglite',
      jobs: [
        {
          name: 'abandoned-uploads',
          description: 'Frees what unfinished uploads hold.',
          schedule: '0 * * * *',
        },
      ],
    },
    channels: [
      { slug: 'home', name: 'Home' },
      { slug: 'new-releases', name: 'New releases' },
    ],
    themes: [
      { id: 1, name: 'Light' },
      { id: 2, name: 'Dark' },
    ],
    ...overrides,
  };
}

/** `GET admin/settings` answered with `settings`. */
export const settingsAnswered = (settings = storySettings()) =>
  http.get(PATH, () => HttpResponse.json(settings));

/** `GET admin/settings` failing. */
export const settingsFailing = () =>
  http.get(PATH, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));

/** `PUT admin/settings` (sent as POST with `_method=PUT`) storing the changes (recorded in `sent`) and answering the settings with them. */
export const settingsSaved = (sent: Record<string, unknown>[] = [], settings = storySettings()) =>
  http.post(PATH, async ({ request }) => {
    const { changes } = (await request.json()) as { changes: Record<string, unknown> };
    sent.push(changes);
    return HttpResponse.json({ ...settings, values: { ...settings.values, ...changes } });
  });

/** `PUT admin/settings` refused with `errors`. */
export const settingsRefused = (errors: Record<string, string[]>) =>
  http.post(PATH, () =>
    HttpResponse.json({ message: Object.values(errors)[0]?.[0] ?? 'Invalid', errors }, { status: 422 }),
  );

/** `POST admin/settings/cache/clear`. */
export const cachesCleared = (sent: string[] = []) =>
  http.post(`${PATH}/cache/clear`, () => {
    sent.push('clear');
    return HttpResponse.json({ cleared: ['reports'] });
  });
