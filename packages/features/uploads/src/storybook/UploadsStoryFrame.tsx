import { createHttpClient } from '@tonearm/client';
import { type BootstrapData, bootstrapDataSchema, type UploadSettings } from '@tonearm/client/contract';
import { HttpClientProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { type ReactNode, useState } from 'react';
import { UploadsProvider } from '../upload-hub/UploadsProvider';

/** A signed-in admin's bootstrap data, with the site's `uploads` settings. */
export function uploadsStoryData(uploads: UploadSettings = {}): BootstrapData {
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
      roles: [{ id: 1, name: 'admin' }],
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
      uploads,
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guests', permissions: [] },
    show_cookie_notice: false,
  });
}

export interface UploadsStoryFrameProps {
  data: BootstrapData;
  children: ReactNode;
}

/** The providers an upload screen has in the app: an HTTP client that MSW answers, the bootstrap data, the queue. */
export function UploadsStoryFrame({ data, children }: UploadsStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(data));
  return (
    <HttpClientProvider client={http}>
      <BootstrapDataProvider store={store}>
        <UploadsProvider>{children}</UploadsProvider>
      </BootstrapDataProvider>
    </HttpClientProvider>
  );
}
