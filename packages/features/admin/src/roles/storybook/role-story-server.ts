import type { AdminRole, AdminRoleRow, RoleCandidate, RoleMember } from '@tonearm/client/contract';
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

/** The roles of a fresh site, as `GET admin/roles` lists them. */
export const STORY_ROLES: AdminRoleRow[] = [
  ['guest', 'Visitors who are not signed in.', false, true, 0, 2],
  ['user', 'Every registered listener.', true, false, 1204, 4],
  ['subscriber', 'Listeners with an active plan.', false, false, 87, 4],
  ['artist', 'Verified artists.', false, false, 12, 5],
  ['admin', 'Site operators.', false, false, 2, 2],
].map(([name, description, isDefault, guests, users, permissions], index) => ({
  id: index + 1,
  name: name as string,
  description: description as string,
  default: isDefault as boolean,
  guests: guests as boolean,
  users_count: users as number,
  permissions_count: permissions as number,
  created_at: '2026-01-04T10:00:00.000Z',
  updated_at: `2026-11-2${index}T09:30:00.000Z`,
}));

/** The artist role with its permissions, as `GET admin/roles/4` answers it. */
export const STORY_ARTIST_ROLE: AdminRole = {
  ...(STORY_ROLES[3] as AdminRoleRow),
  permissions: [
    { name: 'music.view', restrictions: [] },
    { name: 'music.play', restrictions: [] },
    {
      name: 'music.create',
      restrictions: [
        { name: 'minutes', value: 60 },
        { name: 'artist_selection', value: 0 },
      ],
    },
  ],
};

export const STORY_MEMBERS: RoleMember[] = ['Ines Silva', 'Farid Haddad', 'Kemi Okafor'].map(
  (name, index) => ({
    id: 10 + index,
    email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    display_name: name,
    image: null,
    assigned_at: `2026-10-0${index + 1}T12:00:00.000Z`,
  }),
);

export const STORY_CANDIDATES: RoleCandidate[] = [
  { id: 20, email: 'grace.hopper@example.com', display_name: 'Grace Hopper', image: null },
  { id: 21, email: 'hiro.tanaka@example.com', display_name: 'Hiro Tanaka', image: null },
];

const page = <T>(data: T[], total = data.length) => ({
  pagination: {
    current_page: 1,
    data,
    from: data.length > 0 ? 1 : null,
    to: data.length > 0 ? data.length : null,
    total,
    per_page: 15,
    last_page: 1,
    next_page_url: null,
    prev_page_url: null,
  },
});

export const catalogueAnswered = http.get('*/api/v1/admin/permissions', () =>
  HttpResponse.json({ groups: STORY_CATALOGUE }),
);

export const artistRoleAnswered = http.get('*/api/v1/admin/roles/4', () =>
  HttpResponse.json({ role: STORY_ARTIST_ROLE }),
);

/** `PUT admin/roles/4`: saves and answers with what was sent. */
export const artistRoleSaved = overridden('PUT', '*/api/v1/admin/roles/4', async ({ request }) => {
  const body = (await request.json()) as Partial<AdminRole>;
  return HttpResponse.json({
    role: { ...STORY_ARTIST_ROLE, ...body, description: body.description ?? null },
  });
});

/** `POST admin/roles`: refuses a name taken, creates anything else as role 9. */
export const roleCreated = http.post('*/api/v1/admin/roles', async ({ request }) => {
  if (new URL(request.url).searchParams.has('_method')) return undefined;
  const body = (await request.json()) as AdminRole;
  if (body.name.toLowerCase() === 'admin')
    return fieldErrors({ name: ['Another role already has this name.'] });
  return HttpResponse.json(
    { role: { ...STORY_ARTIST_ROLE, ...body, id: 9, users_count: 0 } },
    { status: 201 },
  );
});

/** `PUT admin/roles/4`: refuses a permission's restriction. */
export const artistRoleRefused = overridden('PUT', '*/api/v1/admin/roles/4', () =>
  fieldErrors({
    'permissions.2.restrictions.0.value': [
      'The minutes restriction must be a whole number of 0 or more, or empty.',
    ],
  }),
);

export const membersAnswered = http.get('*/api/v1/admin/roles/4/users', ({ request }) => {
  const search = new URL(request.url).searchParams.get('query')?.toLowerCase() ?? '';
  return HttpResponse.json(page(STORY_MEMBERS.filter((member) => member.email.includes(search))));
});

export const candidatesAnswered = http.get('*/api/v1/admin/roles/4/candidates', () =>
  HttpResponse.json({ users: STORY_CANDIDATES }),
);

export const membersChanged = [
  http.post('*/api/v1/admin/roles/4/users', () => HttpResponse.json({ users_count: 4 })),
  http.post('*/api/v1/admin/roles/4/users/remove', () => HttpResponse.json({ users_count: 2 })),
];

export const rolesListed = http.get('*/api/v1/admin/roles', ({ request }) => {
  const search = new URL(request.url).searchParams.get('query')?.toLowerCase() ?? '';
  return HttpResponse.json(page(STORY_ROLES.filter((role) => role.name.includes(search))));
});

export const rolesEmpty = http.get('*/api/v1/admin/roles', () => HttpResponse.json(page([])));

export const rolesDeleted = overridden('DELETE', '*/api/v1/admin/roles/:ids', () =>
  HttpResponse.json({ status: 'success' }),
);

/** Never answers, to show a screen while it loads. */
export const pending = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const failing = (path: string) =>
  http.get(path, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
