import { createHttpClient } from '@tonearm/client';
import { type BootstrapData, bootstrapDataSchema } from '@tonearm/client/contract';
import { HttpClientProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { type ReactNode, useState } from 'react';

/** A signed-in super admin's bootstrap data. */
export function adminStoryData(): BootstrapData {
  return bootstrapDataSchema.parse({
    user: {
      id: 1,
      name: 'Ada Admin',
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'admin@tonearm.test',
      image: null,
      email_verified_at: '2026-01-04T10:00:00.000000Z',
      banned_at: null,
      language: 'en',
      country: 'US',
      timezone: 'UTC',
      unread_notifications_count: 0,
      roles: [{ id: 5, name: 'admin' }],
      permissions: [{ name: 'admin', restrictions: [] }],
      subscriptions: [],
      social_profiles: [],
      tokens: [],
    },
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: [],
      registration: { disable: false, policies: [] },
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guest', permissions: [] },
    show_cookie_notice: false,
  });
}

/** What an admin screen has in the app: an HTTP client that MSW answers and the bootstrap data. */
export function AdminStoryFrame({ children }: { children: ReactNode }) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(adminStoryData()));
  return (
    <HttpClientProvider client={http}>
      <BootstrapDataProvider store={store}>{children}</BootstrapDataProvider>
    </HttpClientProvider>
  );
}
