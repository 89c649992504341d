import {
  type AppearancePayload,
  type AppearanceStoredTheme,
  type AppearanceTheme,
  appearanceValuesResponseSchema,
  bootstrapDataSchema,
} from '@tonearm/client/contract';
import { chooseTheme } from '@tonearm/client/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
  signInAdmin,
} from '../test-support/admin-audiences';

let app: TestServer;
let admin: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

async function values() {
  const answer = await admin.get('/api/v1/admin/appearance/values');
  expect(answer.status, answer.text).toBe(200);
  return appearanceValuesResponseSchema.parse(answer.json);
}

const save = (visitor: TestVisitor, body: unknown) =>
  visitor.request('/api/v1/admin/appearance', { method: 'POST', body });

/** What a visitor arriving now is sent. */
async function newVisitorBootstrap() {
  const answer = await new TestVisitor(app.url).get('/api/v1/bootstrap-data');
  return bootstrapDataSchema.parse(answer.json);
}

const asInput = ({ id, name, is_dark, default_light, default_dark, values }: AppearanceStoredTheme) =>
  ({ id, name, is_dark, default_light, default_dark, values }) as AppearanceTheme;

async function branding(overrides: Partial<NonNullable<AppearancePayload['changes']['branding']>> = {}) {
  const current = (await values()).values.branding;
  return {
    site_name: current.site_name,
    site_description: current.site_description ?? null,
    favicon: current.favicon ?? null,
    logo_light: current.logo_light ?? null,
    logo_dark: current.logo_dark ?? null,
    logo_light_mobile: current.logo_light_mobile ?? null,
    logo_dark_mobile: current.logo_dark_mobile ?? null,
    ...overrides,
  };
}

describe('who may use the appearance endpoints', () => {
  let audiences: Record<AdminAudience, TestVisitor>;
  beforeAll(async () => {
    audiences = await adminAudiences(app, 'appearance.update');
  }, 60_000);

  const endpoints = [
    {
      name: 'GET admin/appearance/values',
      call: (v: TestVisitor) => v.get('/api/v1/admin/appearance/values'),
    },
    {
      name: 'POST admin/appearance',
      call: async (v: TestVisitor) => save(v, { changes: { branding: await branding() } }),
    },
  ];

  it.each(
    endpoints.flatMap((endpoint) =>
      ADMIN_AUDIENCES.map((audience) => [endpoint.name, audience, endpoint] as const),
    ),
  )('%s answers the %s as its permissions allow', async (_, audience, endpoint) => {
    const answer = await endpoint.call(audiences[audience]);
    expect(answer.status, answer.text).toBe(expectedAdminStatus(audience, 200));
  });
});

describe('POST admin/appearance', () => {
  it('reaches a new visitor only once saved: the site name and a theme colour', async () => {
    const before = await newVisitorBootstrap();
    const { themes } = (await values()).values;
    const light = themes.find((theme) => theme.default_light);
    if (!light) throw new Error('No default light theme was seeded');
    // Loading the editor's values changes nothing a visitor gets.
    expect(await newVisitorBootstrap()).toEqual(before);

    const edited = themes.map((theme) =>
      theme.id === light.id
        ? { ...asInput(theme), values: { ...theme.values, '--ta-primary': '12 34 56' } }
        : asInput(theme),
    );
    const answer = await save(admin, {
      changes: { branding: await branding({ site_name: 'Night Radio' }), themes: edited },
    });
    expect(answer.status, answer.text).toBe(200);

    const after = await newVisitorBootstrap();
    expect(after.settings.branding.site_name).toBe('Night Radio');
    expect(after.themes.find((theme) => theme.id === light.id)?.values['--ta-primary']).toBe('12 34 56');
    expect(after.settings.branding.site_description).toBe(before.settings.branding.site_description);
  });

  it('creates, updates and deletes themes from the listed ones, and keeps the light and dark choices finding them', async () => {
    const { themes } = (await values()).values;
    const [first] = themes;
    if (!first) throw new Error('No theme was seeded');
    const created: AppearanceTheme = {
      name: 'Midnight',
      is_dark: true,
      default_light: false,
      default_dark: true,
      values: { '--ta-background': '0 0 0', '--ta-foreground': '255 255 255', '--ta-radius': '0' },
    };
    const kept = { ...asInput(first), name: 'Daylight', default_light: true, default_dark: false };
    const answer = await save(admin, { changes: { themes: [kept, created] } });
    expect(answer.status, answer.text).toBe(200);

    const saved = appearanceValuesResponseSchema.parse(answer.json).values.themes;
    expect(saved.map((theme) => theme.name)).toEqual(['Daylight', 'Midnight']);
    const visitor = await newVisitorBootstrap();
    const choose = (cookieValue: string) =>
      chooseTheme({ cookieValue, themes: visitor.themes, settings: visitor.settings, prefersDark: false })
        ?.name;
    expect(choose('dark')).toBe('Midnight');
    expect(choose('light')).toBe('Daylight');
    // A cookie naming a theme that no longer exists falls back to the site's default.
    expect(choose(String((themes[1]?.id ?? 0) + 1000))).toBe('Daylight');
    expect(visitor.settings.themes.default_dark).toBe(saved[1]?.id);
  });

  it('keeps the font and part radii of a theme, and names what is wrong with a font the site does not serve', async () => {
    const { themes } = (await values()).values;
    const [first, ...rest] = themes;
    if (!first) throw new Error('No theme was seeded');
    const styled = {
      ...asInput(first),
      values: {
        ...first.values,
        font: 'source-serif-4',
        '--ta-radius-button': '9999px',
        '--ta-radius-panel': '0',
      },
    };
    const answer = await save(admin, { changes: { themes: [styled, ...rest.map(asInput)] } });
    expect(answer.status, answer.text).toBe(200);
    const served = (await newVisitorBootstrap()).themes.find((theme) => theme.id === first.id);
    expect(served?.values).toMatchObject({ font: 'source-serif-4', '--ta-radius-button': '9999px' });

    const unknown = { ...styled, values: { ...styled.values, font: 'papyrus' } };
    const refused = await save(admin, { changes: { themes: [unknown, ...rest.map(asInput)] } });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      errors: { 'changes.themes.0.values.font': ['Pick one of the fonts the site serves.'] },
    });
  });

  const theme = (overrides: Record<string, unknown> = {}) => ({
    name: 'Any',
    is_dark: false,
    default_light: false,
    default_dark: false,
    values: {},
    ...overrides,
  });

  it.each([
    ['a colour that is not three channels', { themes: [theme({ values: { '--ta-primary': 'red' } })] }],
    ['a channel above 255', { themes: [theme({ values: { '--ta-primary': '256 0 0' } })] }],
    ['an unknown theme variable', { themes: [theme({ values: { '--evil': '1 2 3' } })] }],
    ['a radius that is not a length', { themes: [theme({ values: { '--ta-radius': '1em; color: red' } })] }],
    [
      'a button radius that is not a length',
      { themes: [theme({ values: { '--ta-radius-button': '50%' } })] },
    ],
    ['a font the site does not serve', { themes: [theme({ values: { font: 'comic-sans' } })] }],
    ['an unknown key in the changes', { colours: [] }],
    ['an unknown branding key', { branding: { site_name: 'x', colour: 'red' } }],
    ['an empty site name', { branding: { site_name: ' ' } }],
    ['no theme left', { themes: [] }],
    [
      'two default light themes',
      { themes: [theme({ default_light: true }), theme({ default_light: true })] },
    ],
    ['a theme id that does not exist', { themes: [theme({ id: 999_999 })] }],
    [
      'a logo address that is not a path or web address',
      { branding: { site_name: 'x', logo_light: 'javascript:alert(1)' } },
    ],
    ['no change at all', {}],
  ])('answers 422 with field errors to %s, changing nothing', async (_, changes) => {
    const before = await newVisitorBootstrap();
    const answer = await save(admin, { changes });
    expect(answer.status, answer.text).toBe(422);
    expect(answer.json).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    expect(await newVisitorBootstrap()).toEqual(before);
  });
});
