import type { AdminUser, AdminUserRow, UpdateAdminUserPayload } from '@tonearm/client/contract';
import { delay, HttpResponse, type HttpResponseResolver, http } from 'msw';
import { STORY_CATALOGUE } from '../../permission-editor/storybook/permission-catalogue.story-data';

/** A PUT or DELETE as the client sends it: a POST whose `_method` names the real method. */
function overridden(method: 'PUT' | 'DELETE', path: string, resolver: HttpResponseResolver) {
  return http.post(path, (info) =>
    new URL(info.request.url).searchParams.get('_method') === method ? resolver(info) : undefined,
  );
}

const fieldErrors = (errors: Record<string, string[]>) =>
  HttpResponse.json({ message: Object.values(errors)[0]?.[0] ?? 'Invalid.', errors }, { status: 422 });

export const STORY_ROLES = [
  { id: 2, name: 'user' },
  { id: 3, name: 'subscriber' },
  { id: 4, name: 'artist' },
  { id: 5, name: 'admin' },
];

const NAMES = ['Ines Silva', 'Farid Haddad', 'Kemi Okafor', 'Grace Hopper', 'Hiro Tanaka', 'Chiara Rossi'];

/** Users as `GET admin/users` lists them: a suspended one, a subscriber, one who never signed in. */
export const STORY_USERS: AdminUserRow[] = Array.from({ length: 18 }, (_, index) => {
  const name = `${NAMES[index % NAMES.length]}${index >= NAMES.length ? ` ${Math.floor(index / NAMES.length) + 1}` : ''}`;
  return {
    id: 10 + index,
    name,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
    image: null,
    roles:
      index === 3
        ? [STORY_ROLES[3] as AdminUserRow['roles'][number]]
        : [STORY_ROLES[0] as AdminUserRow['roles'][number]],
    subscribed: index % 4 === 1,
    email_verified_at: index % 5 === 4 ? null : '2026-03-01T10:00:00.000Z',
    banned_at: index === 2 ? '2026-11-20T09:00:00.000Z' : null,
    banned_until: index === 2 ? '2027-01-01T00:00:00.000Z' : null,
    ban_reason: index === 2 ? 'Spam in comments' : null,
    last_active_at:
      index % 6 === 5 ? null : `2026-11-${String(25 - (index % 20)).padStart(2, '0')}T12:00:00.000Z`,
    created_at: `2026-0${1 + (index % 9)}-1${index % 10}T08:00:00.000Z`,
  };
});

/** Ines, as `GET admin/users/10` answers. */
export const STORY_USER: AdminUser = {
  ...(STORY_USERS[0] as AdminUserRow),
  first_name: 'Ines',
  last_name: 'Silva',
  language: 'en',
  country: 'PT',
  timezone: 'Europe/Lisbon',
  two_factor_enabled: true,
  permissions: [{ name: 'music.create', restrictions: [{ name: 'minutes', value: 60 }] }],
};

/** Kemi, suspended until the new year for spam. */
export const STORY_SUSPENDED_USER: AdminUser = {
  ...(STORY_USERS[2] as AdminUserRow),
  first_name: 'Kemi',
  last_name: 'Okafor',
  language: 'en',
  country: null,
  timezone: null,
  two_factor_enabled: false,
  permissions: [],
};

const page = (data: AdminUserRow[], total = data.length) => ({
  pagination: {
    current_page: 1,
    data,
    from: data.length > 0 ? 1 : null,
    to: data.length > 0 ? data.length : null,
    total,
    per_page: 15,
    last_page: Math.max(1, Math.ceil(total / 15)),
    next_page_url: null,
    prev_page_url: null,
  },
});

export const rolesAnswered = http.get('*/api/v1/admin/users/roles', () =>
  HttpResponse.json({ roles: STORY_ROLES }),
);

export const usersListed = http.get('*/api/v1/admin/users', ({ request }) => {
  const search = new URL(request.url).searchParams.get('query')?.toLowerCase() ?? '';
  const found = STORY_USERS.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search));
  return HttpResponse.json(page(found.slice(0, 15), found.length));
});
export const usersEmpty = http.get('*/api/v1/admin/users', () => HttpResponse.json(page([])));

/**
 * Answers `GET admin/users/{id}` with `user`, and its changes with the user changed; nothing is kept between
 * requests, so every story starts from the same user.
 */
export function userAnswered(user: AdminUser) {
  return [
    http.get(`*/api/v1/admin/users/${user.id}`, () => HttpResponse.json({ user })),
    overridden('PUT', `*/api/v1/admin/users/${user.id}`, async ({ request }) => {
      const { roles, email_verified, ...body } = (await request.json()) as UpdateAdminUserPayload;
      if (body.email === 'taken@example.com') {
        return fieldErrors({ email: ['The email has already been taken.'] });
      }
      const changed: AdminUser = {
        ...user,
        ...body,
        roles: roles ? STORY_ROLES.filter((role) => roles.includes(role.id)) : user.roles,
        email_verified_at: email_verified === false ? null : user.email_verified_at,
        permissions: body.permissions ?? user.permissions,
      };
      return HttpResponse.json({ user: changed });
    }),
    http.post(`*/api/v1/admin/users/${user.id}/suspend`, async ({ request }) => {
      const body = (await request.json()) as { until: string | null; reason: string | null };
      return HttpResponse.json({
        user: {
          ...user,
          banned_at: '2026-11-26T10:00:00.000Z',
          banned_until: body.until,
          ban_reason: body.reason,
        },
      });
    }),
    http.post(`*/api/v1/admin/users/${user.id}/unsuspend`, () =>
      HttpResponse.json({ user: { ...user, banned_at: null, banned_until: null, ban_reason: null } }),
    ),
  ];
}

/** A 1x1 PNG, the picture an avatar upload stores. */
const STORED_AVATAR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** `POST users/{id}/avatar` and `DELETE users/{id}/avatar` for `user`, answered as `users/me` shapes a user. */
export function avatarAnswered(user: AdminUser) {
  const answer = (image: string | null) =>
    HttpResponse.json({
      user: {
        id: user.id,
        name: user.name,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        image,
        email_verified_at: user.email_verified_at,
        banned_at: user.banned_at,
        language: user.language,
        country: user.country,
        timezone: user.timezone,
        unread_notifications_count: 0,
        two_factor_confirmed_at: null,
        roles: user.roles,
        permissions: user.permissions,
        subscriptions: [],
        social_profiles: [],
        tokens: [],
      },
    });
  return [
    http.post(`*/api/v1/users/${user.id}/avatar`, ({ request }) =>
      new URL(request.url).searchParams.get('_method') === 'DELETE' ? answer(null) : answer(STORED_AVATAR),
    ),
  ];
}

export const userCreated = http.post('*/api/v1/admin/users', async ({ request }) => {
  const body = (await request.json()) as { email: string };
  if (body.email === 'ines.silva@example.com')
    return fieldErrors({ email: ['The email has already been taken.'] });
  return HttpResponse.json({ user: { ...STORY_USER, id: 99, email: body.email } }, { status: 201 });
});

export const usersDeleted = overridden('DELETE', '*/api/v1/admin/users/:ids', () =>
  HttpResponse.json({ status: 'success', message: 'Deleted' }),
);

export const catalogueAnswered = http.get('*/api/v1/admin/permissions', () =>
  HttpResponse.json({ groups: STORY_CATALOGUE }),
);

export const securityAnswered = [
  http.get('*/api/v1/admin/users/10/sessions', () =>
    HttpResponse.json({
      sessions: [
        {
          id: 1,
          device_type: 'desktop',
          platform: 'Linux',
          browser: 'Firefox',
          city: null,
          country: 'PT',
          ip_address: '203.0.113.7',
          token: null,
          is_current_device: false,
          last_active: '2026-11-26T08:00:00.000Z',
        },
      ],
    }),
  ),
  overridden('DELETE', '*/api/v1/admin/users/10/sessions', () => HttpResponse.json({ status: 'success' })),
  overridden('DELETE', '*/api/v1/admin/users/10/two-factor', () =>
    HttpResponse.json({ user: { ...STORY_USER, two_factor_enabled: false } }),
  ),
  http.post('*/api/v1/admin/users/10/password-reset', () => HttpResponse.json({ status: 'success' })),
];

export const valueListsAnswered = http.get('*/api/v1/value-lists/:names', () =>
  HttpResponse.json({
    timezones: {
      Europe: [
        { value: 'Europe/Lisbon', text: '(UTC+00:00) Lisbon' },
        { value: 'Europe/Berlin', text: '(UTC+01:00) Berlin' },
      ],
    },
    countries: [
      { code: 'PT', name: 'Portugal' },
      { code: 'DE', name: 'Germany' },
    ],
    localizations: [{ language: 'en', name: 'English' }],
  }),
);

export const tokensAnswered = [
  http.get('*/api/v1/admin/users/10/tokens', () =>
    HttpResponse.json({
      tokens: [{ id: 7, name: 'Home server', last_used_at: null, created_at: '2026-10-01T10:00:00.000Z' }],
    }),
  ),
  overridden('DELETE', '*/api/v1/admin/users/10/tokens/7', () => HttpResponse.json({ status: 'success' })),
];

/** Never answers, to show a screen while it loads. */
export const pending = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const failing = (path: string) =>
  http.get(path, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
