import {
  addedLocalizationKeyResponseSchema,
  adminLocalizationResponseSchema,
  adminLocalizationRowSchema,
  bootstrapDataSchema,
  LOCALE_COOKIE,
  localizationFileSchema,
  localizationLinesResponseSchema,
  localizationSchema,
  paginatedResponseSchema,
  savedLocalizationLinesResponseSchema,
} from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
  signInAdmin,
} from '../test-support/admin-audiences';
import { parseLine } from './line-forms';
import { isMailOnlyLine, SOURCE_LINES } from './source-lines';

let app: TestServer;
let admin: TestVisitor;
let listeners = 0;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

const listSchema = paginatedResponseSchema(adminLocalizationRowSchema);
const errorsSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

const send = (visitor: TestVisitor, method: string, path: string, body?: unknown) =>
  visitor.request(`/api/v1/${path}`, { method, body });

async function createLocalization(name: string, language: string) {
  const answer = await send(admin, 'POST', 'admin/localizations', { name, language });
  expect(answer.status, answer.text).toBe(201);
  return adminLocalizationResponseSchema.parse(answer.json).localization;
}

async function lines(id: number, params = '') {
  const answer = await admin.get(`/api/v1/admin/localizations/${id}/lines${params}`);
  expect(answer.status, answer.text).toBe(200);
  return localizationLinesResponseSchema.parse(answer.json);
}

async function bootstrapOf(visitor: TestVisitor) {
  return bootstrapDataSchema.parse((await visitor.get('/api/v1/bootstrap-data')).json);
}

const newListener = () =>
  registerListener(app.url, `localized-${++listeners}@example.com`, 'correct horse battery');

describe('admin localizations', () => {
  it('starts with English, the source language, which cannot be deleted', async () => {
    const answer = await admin.get('/api/v1/admin/localizations?query=english');
    const [english] = listSchema.parse(answer.json).pagination.data;
    expect(english).toMatchObject({ name: 'English', language: 'en', is_source: true, lines_count: 0 });
    const refused = await send(admin, 'DELETE', `admin/localizations/${english?.id}`);
    expect(refused.status).toBe(422);
    expect(errorsSchema.parse(refused.json).errors.ids?.[0]).toContain('cannot be deleted');
  });

  it('creates a localization with its language in canonical case, and refuses the same language twice', async () => {
    const created = await createLocalization('Português (Brasil)', 'pt-br');
    expect(created).toMatchObject({ language: 'pt-BR', is_source: false, lines_count: 0 });
    const again = await send(admin, 'POST', 'admin/localizations', { name: 'Brasileiro', language: 'PT-BR' });
    expect(again.status).toBe(422);
    expect(errorsSchema.parse(again.json).errors).toEqual({
      language: ['A localization for pt-BR already exists.'],
    });
  });

  it('refuses a language that is not a language code, and a blank name', async () => {
    for (const language of ['english', 'e', 'en_US', 'en-x']) {
      const answer = await send(admin, 'POST', 'admin/localizations', { name: 'Bad', language });
      expect(answer.status, language).toBe(422);
      expect(errorsSchema.parse(answer.json).errors.language, language).toEqual([
        'The language must be a language code such as en, fr or pt-BR.',
      ]);
    }
    const blank = await send(admin, 'POST', 'admin/localizations', { name: '  ', language: 'de' });
    expect(blank.status).toBe(422);
    expect(Object.keys(errorsSchema.parse(blank.json).errors)).toEqual(['name']);
  });

  it('renames and deletes a localization, and searches and sorts the list', async () => {
    const created = await createLocalization('Deutsch', 'de');
    const renamed = await send(admin, 'PUT', `admin/localizations/${created.id}`, { name: 'German' });
    expect(adminLocalizationResponseSchema.parse(renamed.json).localization.name).toBe('German');
    const found = listSchema.parse(
      (await admin.get('/api/v1/admin/localizations?query=de&orderBy=language&orderDir=desc')).json,
    ).pagination.data;
    expect(found.map((row) => row.language)).toEqual(['de']);
    expect((await send(admin, 'DELETE', `admin/localizations/${created.id}`)).status).toBe(200);
    const missing = await send(admin, 'PUT', `admin/localizations/${created.id}`, { name: 'Gone' });
    expect(missing.status).toBe(404);
  });

  it('lists every line of the product with its translation, paged and searched by key and text', async () => {
    const french = await createLocalization('Français', 'fr');
    const first = await lines(french.id, '?perPage=10');
    expect(first.pagination.total).toBe(SOURCE_LINES.length);
    expect(first.pagination.data).toHaveLength(10);
    expect(first.pagination.data.every((line) => line.is_source && line.value === null)).toBe(true);

    await send(admin, 'PUT', `admin/localizations/${french.id}/lines`, {
      lines: { 'Save changes': 'Enregistrer les modifications' },
    });
    const byKey = await lines(french.id, '?query=save%20changes');
    expect(byKey.pagination.data).toContainEqual({
      key: 'Save changes',
      value: 'Enregistrer les modifications',
      is_source: true,
    });
    const byText = await lines(french.id, '?query=enregistrer');
    expect(byText.pagination.data.map((line) => line.key)).toEqual(['Save changes']);
    const second = await lines(french.id, '?perPage=10&page=2');
    expect(second.pagination.data[0]?.key).not.toBe(first.pagination.data[0]?.key);
  });

  it('saves only the lines that changed, removes a line saved empty, and shows it in the bootstrap data', async () => {
    const italian = await createLocalization('Italiano', 'it');
    const path = `admin/localizations/${italian.id}/lines`;
    const save = async (body: Record<string, string>) =>
      savedLocalizationLinesResponseSchema.parse((await send(admin, 'PUT', path, { lines: body })).json);
    expect((await save({ 'Save changes': 'Salva', Cancel: 'Annulla' })).changed).toBe(2);
    const unchanged = await save({ 'Save changes': 'Salva', Cancel: 'Annulla' });
    expect(unchanged.changed).toBe(0);
    expect(unchanged.localization.lines_count).toBe(2);

    const listener = await newListener();
    const chosen = await send(listener, 'POST', 'users/me/locale', { locale: 'it' });
    expect(chosen.status, chosen.text).toBe(200);
    expect((await bootstrapOf(listener)).i18n).toMatchObject({
      language: 'it',
      lines: { 'Save changes': 'Salva', Cancel: 'Annulla' },
    });

    expect((await save({ Cancel: '' })).changed).toBe(1);
    expect((await bootstrapOf(listener)).i18n.lines).toEqual({ 'Save changes': 'Salva' });
  });

  it('adds a key the product does not have, once', async () => {
    const dutch = await createLocalization('Nederlands', 'nl');
    const path = `admin/localizations/${dutch.id}/lines`;
    const added = await send(admin, 'POST', path, { key: 'Summer hits', value: 'Zomerhits' });
    expect(added.status, added.text).toBe(201);
    expect(addedLocalizationKeyResponseSchema.parse(added.json).line).toEqual({
      key: 'Summer hits',
      value: 'Zomerhits',
      is_source: false,
    });
    for (const key of ['Summer hits', 'Save changes']) {
      const again = await send(admin, 'POST', path, { key, value: 'x' });
      expect(again.status, key).toBe(422);
      expect(Object.keys(errorsSchema.parse(again.json).errors)).toEqual(['key']);
    }
    expect((await lines(dutch.id, '?query=summer')).pagination.data).toEqual([
      { key: 'Summer hits', value: 'Zomerhits', is_source: false },
    ]);
  });

  it('downloads every line as JSON and uploads the file back, refusing a file of the wrong shape', async () => {
    const swedish = await createLocalization('Svenska', 'sv');
    await send(admin, 'PUT', `admin/localizations/${swedish.id}/lines`, { lines: { Cancel: 'Avbryt' } });
    const download = await admin.get(`/api/v1/admin/localizations/${swedish.id}/download`);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="localization-sv.json"');
    const file = localizationFileSchema.parse(download.json);
    expect(Object.keys(file.lines)).toHaveLength(SOURCE_LINES.length);
    expect(file.lines).toMatchObject({ Cancel: 'Avbryt', 'Save changes': '' });

    const upload = `admin/localizations/${swedish.id}/upload`;
    const uploaded = await send(admin, 'POST', upload, {
      ...file,
      lines: { ...file.lines, 'Save changes': 'Spara ändringar' },
    });
    expect(savedLocalizationLinesResponseSchema.parse(uploaded.json)).toMatchObject({
      changed: 1,
      localization: { lines_count: 2 },
    });
    for (const body of [{ lines: ['Cancel'] }, { lines: { Cancel: 3 } }, { language: 'sv' }]) {
      const refused = await send(admin, 'POST', upload, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(errorsSchema.parse(refused.json).errors)[0]).toMatch(/^lines/);
    }
  });
});

describe('ICU plural and select lines', () => {
  // An interface line: the mails' own lines are formatted on the server and never sent to the browser.
  const plural = SOURCE_LINES.find((line) => line.includes(', plural,') && !isMailOnlyLine(line)) ?? '';

  it('sends the parsed form of every ICU line a visitor sees, following each saved translation', async () => {
    expect(plural).not.toBe('');
    const polish = await createLocalization('Polski', 'pl');
    const path = `admin/localizations/${polish.id}/lines`;
    const guest = new TestVisitor(app.url);
    guest.cookies.set(LOCALE_COOKIE, 'pl');
    expect((await bootstrapOf(guest)).i18n.messages?.[plural]).toEqual(parseLine(plural));

    const translated = '{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}';
    await send(admin, 'PUT', path, { lines: { [plural]: translated } });
    expect((await bootstrapOf(guest)).i18n.messages?.[plural]).toEqual([
      {
        arg: 'count',
        type: 'plural',
        cases: { one: [0, ' plik'], few: [0, ' pliki'], many: [0, ' plików'], other: [0, ' pliku'] },
      },
    ]);
    await send(admin, 'PUT', path, { lines: { [plural]: translated.replace('plików', 'plikow') } });
    expect((await bootstrapOf(guest)).i18n.messages?.[plural]?.[0]).toMatchObject({
      cases: { many: [0, ' plikow'] },
    });
    await send(admin, 'PUT', path, { lines: { [plural]: 'Pliki' } });
    const plain = (await bootstrapOf(guest)).i18n;
    expect(plain.lines[plural]).toBe('Pliki');
    expect(plain.messages).not.toHaveProperty([plural]);

    const added = await send(admin, 'POST', path, {
      key: 'Summer hits',
      value: '{n, select, one {Hit} other {Hity}}',
    });
    expect(added.status, added.text).toBe(201);
    expect((await bootstrapOf(guest)).i18n.messages?.['Summer hits']).toEqual([
      { arg: 'n', type: 'select', cases: { one: ['Hit'], other: ['Hity'] } },
    ]);
  });

  it('refuses a malformed ICU line when lines are saved, a key added or a file uploaded, naming the key', async () => {
    const czech = await createLocalization('Čeština', 'cs');
    const malformed = '{count, plural, one {# soubor}}';
    const reason = `The line “${plural}” is not valid ICU MessageFormat: MISSING_OTHER_CLAUSE at character 31.`;
    for (const [method, action, body, field] of [
      ['PUT', 'lines', { lines: { Cancel: 'Zrušit', [plural]: malformed } }, 'lines'],
      ['POST', 'upload', { language: 'cs', name: 'Čeština', lines: { [plural]: malformed } }, 'lines'],
    ] as const) {
      const refused = await send(admin, method, `admin/localizations/${czech.id}/${action}`, body);
      expect(refused.status, refused.text).toBe(422);
      expect(errorsSchema.parse(refused.json).errors).toEqual({ [field]: [reason] });
    }
    const key = await send(admin, 'POST', `admin/localizations/${czech.id}/lines`, {
      key: 'Files left',
      value: '{n, plural, one {# soubor} other {# souborů}',
    });
    expect(key.status, key.text).toBe(422);
    expect(errorsSchema.parse(key.json).errors.value?.[0]).toMatch(
      /^The line “Files left” is not valid ICU MessageFormat: /,
    );
    expect((await lines(czech.id)).localization.lines_count).toBe(0);
  });
});

describe('choosing a language', () => {
  it('offers every localization to guests and keeps a guest choice in the locale cookie', async () => {
    const finnish = await createLocalization('Suomi', 'fi');
    await send(admin, 'PUT', `admin/localizations/${finnish.id}/lines`, { lines: { Cancel: 'Peruuta' } });
    const guest = new TestVisitor(app.url);
    const offered = z
      .object({ localizations: z.array(localizationSchema) })
      .parse((await guest.get('/api/v1/value-lists/localizations')).json);
    expect(offered.localizations).toContainEqual({ language: 'fi', name: 'Suomi' });
    guest.cookies.set(LOCALE_COOKIE, 'fi');
    expect((await bootstrapOf(guest)).i18n).toEqual({
      language: 'fi',
      name: 'Suomi',
      lines: { Cancel: 'Peruuta' },
      messages: expect.any(Object),
    });
    guest.cookies.set(LOCALE_COOKIE, 'xx');
    expect((await bootstrapOf(guest)).i18n).toMatchObject({ language: 'en', lines: {} });
  });

  it('refuses a language nobody offers, and falls back to English once a chosen one is deleted', async () => {
    const listener = await newListener();
    const unknown = await send(listener, 'POST', 'users/me/locale', { locale: 'tlh' });
    expect(unknown.status).toBe(422);
    expect(errorsSchema.parse(unknown.json).errors).toEqual({ locale: ['The selected locale is invalid.'] });
    const details = await send(listener, 'PUT', 'users/me', { language: 'tlh' });
    expect(errorsSchema.parse(details.json).errors).toEqual({
      language: ['The selected language is invalid.'],
    });

    const danish = await createLocalization('Dansk', 'da');
    expect((await send(listener, 'POST', 'users/me/locale', { locale: 'da' })).status).toBe(200);
    expect((await bootstrapOf(listener)).i18n.language).toBe('da');
    await send(admin, 'DELETE', `admin/localizations/${danish.id}`);
    expect((await bootstrapOf(listener)).i18n.language).toBe('en');
  });
});

describe('who may use admin/localizations', () => {
  let audiences: Record<AdminAudience, TestVisitor>;
  let id: number;
  beforeAll(async () => {
    audiences = await adminAudiences(app, 'localizations.update');
    id = (await createLocalization('Audience', 'et')).id;
  }, 60_000);

  const endpoints: {
    name: string;
    allowed: number;
    call: (visitor: TestVisitor) => Promise<{ status: number }>;
  }[] = [
    { name: 'GET admin/localizations', allowed: 200, call: (v) => v.get('/api/v1/admin/localizations') },
    {
      name: 'POST admin/localizations',
      allowed: 422,
      call: (v) => send(v, 'POST', 'admin/localizations', { name: 'English again', language: 'en' }),
    },
    {
      name: 'PUT admin/localizations/{id}',
      allowed: 200,
      call: (v) => send(v, 'PUT', `admin/localizations/${id}`, { name: 'Audience' }),
    },
    {
      name: 'DELETE admin/localizations/{ids}',
      allowed: 422,
      call: (v) => send(v, 'DELETE', 'admin/localizations/0'),
    },
    {
      name: 'GET admin/localizations/{id}/lines',
      allowed: 200,
      call: (v) => v.get(`/api/v1/admin/localizations/${id}/lines`),
    },
    {
      name: 'PUT admin/localizations/{id}/lines',
      allowed: 200,
      call: (v) => send(v, 'PUT', `admin/localizations/${id}/lines`, { lines: {} }),
    },
    {
      name: 'POST admin/localizations/{id}/lines',
      allowed: 422,
      call: (v) => send(v, 'POST', `admin/localizations/${id}/lines`, { key: 'Cancel', value: 'x' }),
    },
    {
      name: 'GET admin/localizations/{id}/download',
      allowed: 200,
      call: (v) => v.get(`/api/v1/admin/localizations/${id}/download`),
    },
    {
      name: 'POST admin/localizations/{id}/upload',
      allowed: 200,
      call: (v) => send(v, 'POST', `admin/localizations/${id}/upload`, { lines: {} }),
    },
  ];

  for (const endpoint of endpoints) {
    it(`answers ${endpoint.name} by audience`, async () => {
      const statuses = Object.fromEntries(
        await Promise.all(
          ADMIN_AUDIENCES.map(
            async (audience) => [audience, (await endpoint.call(audiences[audience])).status] as const,
          ),
        ),
      );
      expect(statuses).toEqual(
        Object.fromEntries(
          ADMIN_AUDIENCES.map((audience) => [audience, expectedAdminStatus(audience, endpoint.allowed)]),
        ),
      );
    });
  }
});
