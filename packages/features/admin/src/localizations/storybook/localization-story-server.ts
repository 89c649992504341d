import type { AdminLocalizationRow, LocalizationLine } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { overridden } from '../../plans/storybook/plan-story-server';

const dates = { created_at: '2026-01-04T10:00:00.000Z', updated_at: '2026-11-20T09:30:00.000Z' };

/** The demo localizations as `GET admin/localizations` lists them. */
export const STORY_LOCALIZATIONS: AdminLocalizationRow[] = [
  { id: 1, name: 'English', language: 'en', lines_count: 0, is_source: true, ...dates },
  { id: 2, name: 'Français', language: 'fr', lines_count: 412, is_source: false, ...dates },
  { id: 3, name: 'Português (Brasil)', language: 'pt-BR', lines_count: 37, is_source: false, ...dates },
];

const FRENCH = STORY_LOCALIZATIONS[1] as AdminLocalizationRow;

/** Lines of the French localization: some translated, some not, one key added by hand. */
export const STORY_LINES: LocalizationLine[] = [
  { key: 'Add to queue', value: 'Ajouter à la file', is_source: true },
  { key: 'Cancel', value: 'Annuler', is_source: true },
  { key: 'Delete', value: null, is_source: true },
  { key: 'Follow', value: null, is_source: true },
  { key: 'Save changes', value: 'Enregistrer les modifications', is_source: true },
  { key: 'Summer hits', value: 'Tubes de l’été', is_source: false },
  ...Array.from({ length: 24 }, (_, index) => ({
    key: `Track ${String(index + 1).padStart(2, '0')}`,
    value: null,
    is_source: true,
  })),
];

const pagination = <T>(all: T[], page: number, perPage: number) => {
  const data = all.slice((page - 1) * perPage, page * perPage);
  return {
    data,
    from: data.length === 0 ? null : (page - 1) * perPage + 1,
    to: data.length === 0 ? null : (page - 1) * perPage + data.length,
    total: all.length,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(all.length / perPage)),
  };
};

const pageParams = (url: string) => {
  const params = new URL(url).searchParams;
  return {
    query: (params.get('query') ?? '').toLowerCase(),
    page: Number(params.get('page') ?? 1),
    perPage: Number(params.get('perPage') ?? 15),
  };
};

/** `GET admin/localizations`: the demo localizations, or those whose name or code holds the search. */
export const localizationsListed = (rows: AdminLocalizationRow[] = STORY_LOCALIZATIONS) =>
  http.get('*/api/v1/admin/localizations', ({ request }) => {
    const { query, page, perPage } = pageParams(request.url);
    const found = rows.filter((row) => `${row.name} ${row.language}`.toLowerCase().includes(query));
    return HttpResponse.json({ pagination: pagination(found, page, perPage) });
  });

export const localizationsDeleted = overridden('DELETE', '*/api/v1/admin/localizations/:ids', () =>
  HttpResponse.json({ status: 'success' }),
);

/** `POST admin/localizations`: creates one, refusing a language offered already as the server does. */
export const localizationCreated = http.post('*/api/v1/admin/localizations', async ({ request }) => {
  const body = (await request.json()) as { name: string; language: string };
  if (STORY_LOCALIZATIONS.some((row) => row.language.toLowerCase() === body.language.toLowerCase())) {
    const message = `A localization for ${body.language} already exists.`;
    return HttpResponse.json({ message, errors: { language: [message] } }, { status: 422 });
  }
  return HttpResponse.json(
    { localization: { ...FRENCH, id: 9, name: body.name, language: body.language, lines_count: 0 } },
    { status: 201 },
  );
});

export const localizationRenamed = overridden(
  'PUT',
  '*/api/v1/admin/localizations/:id',
  async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    return HttpResponse.json({ localization: { ...FRENCH, name } });
  },
);

/** `GET admin/localizations/2/lines`: the French lines, searched by key and text, paged. */
export const linesListed = (lines: LocalizationLine[] = STORY_LINES) =>
  http.get('*/api/v1/admin/localizations/2/lines', ({ request }) => {
    const { query, page, perPage } = pageParams(request.url);
    const found = lines.filter(
      (line) => line.key.toLowerCase().includes(query) || (line.value ?? '').toLowerCase().includes(query),
    );
    return HttpResponse.json({ localization: FRENCH, pagination: pagination(found, page, perPage) });
  });

/** `PUT admin/localizations/2/lines`, telling `onSave` what was sent. */
export const linesSaved = (onSave: (body: unknown) => void) =>
  overridden('PUT', '*/api/v1/admin/localizations/2/lines', async ({ request }) => {
    const body = (await request.json()) as { lines: Record<string, string> };
    onSave(body);
    return HttpResponse.json({ localization: FRENCH, changed: Object.keys(body.lines).length });
  });

/** `POST admin/localizations/2/lines`: adds a key, refusing one the product has. */
export const keyAdded = http.post('*/api/v1/admin/localizations/2/lines', async ({ request }) => {
  const body = (await request.json()) as { key: string; value: string };
  if (STORY_LINES.some((line) => line.key === body.key)) {
    const message = 'This key exists already: search for it and edit its line.';
    return HttpResponse.json({ message, errors: { key: [message] } }, { status: 422 });
  }
  return HttpResponse.json({ line: { ...body, is_source: false } }, { status: 201 });
});

/** `POST admin/localizations/2/upload`, telling `onUpload` what was sent. */
export const fileUploaded = (onUpload: (body: unknown) => void) =>
  http.post('*/api/v1/admin/localizations/2/upload', async ({ request }) => {
    const body = (await request.json()) as { lines: Record<string, string> };
    onUpload(body);
    return HttpResponse.json({ localization: FRENCH, changed: Object.keys(body.lines).length });
  });
