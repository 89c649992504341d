import {
  type BootstrapData,
  bootstrapDataSchema,
  type CustomPage,
  customPageSchema,
} from '@tonearm/client/contract';

/** Bootstrap data for the site pages, parsed through the contract; `signedIn` adds a listener holding api.access. */
export function sitePagesStoryData({ signedIn = false }: { signedIn?: boolean } = {}): BootstrapData {
  return bootstrapDataSchema.parse({
    user: signedIn
      ? {
          id: 7,
          name: 'Nina Simone',
          first_name: 'Nina',
          last_name: 'Simone',
          language: 'en',
          country: 'US',
          timezone: 'America/New_York',
          email: 'nina@tonearm.test',
          image: null,
          email_verified_at: '2026-01-04T10:00:00.000000Z',
          banned_at: null,
          unread_notifications_count: 0,
          roles: [{ id: 2, name: 'user' }],
          permissions: [
            { name: 'music.view', restrictions: [] },
            { name: 'api.access', restrictions: [] },
          ],
          subscriptions: [],
          social_profiles: [],
          tokens: [],
        }
      : null,
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: [],
      registration: { disable: false, policies: [] },
      recaptcha: { site_key: null, enable: {} },
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guest', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}

/** A custom page as the server sends it; its body carries a script and a handler the page must not run. */
export const storyPrivacyPolicy: CustomPage = customPageSchema.parse({
  id: 2,
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  body:
    '<p>This policy explains what personal data Tonearm collects.</p><h2>What we collect</h2>' +
    '<ul><li>Your email address</li><li>What you listen to</li></ul>' +
    '<p onclick="alert(1)">Questions are welcome through the <a href="/contact">contact page</a>.</p>' +
    '<script>window.pwned = true</script>',
  set_seo: true,
  seo: { title: 'Privacy Policy', description: 'What personal data Tonearm collects.' },
});
