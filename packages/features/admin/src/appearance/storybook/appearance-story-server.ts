import type { AppearancePayload, AppearanceValuesResponse } from '@tonearm/client/contract';
import { delay, HttpResponse, http } from 'msw';
import { appearanceStoryValues } from './appearance-story-values';

const VALUES = '*/api/v1/admin/appearance/values';
const SAVE = '*/api/v1/admin/appearance';

export const appearanceAnswered = http.get(VALUES, () => HttpResponse.json(appearanceStoryValues()));

/** Stores like the server: new themes get the next ids, and the stored values come back. */
export const appearanceSaved = http.post(SAVE, async ({ request }) => {
  const { changes } = (await request.json()) as AppearancePayload;
  const stored = appearanceStoryValues();
  let nextId = 3;
  const answer: AppearanceValuesResponse = {
    ...stored,
    values: {
      ...stored.values,
      branding: changes.branding ?? stored.values.branding,
      themes:
        changes.themes?.map((theme) => ({ ...theme, id: theme.id ?? nextId++ })) ?? stored.values.themes,
      seo: { ...stored.values.seo, ...changes.seo },
      custom_code: changes.custom_code ?? stored.values.custom_code,
      landing: changes.landing ?? stored.values.landing,
      menus: changes.menus ?? stored.values.menus,
    },
  };
  return HttpResponse.json(answer);
});

export const appearanceSaving = http.post(SAVE, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const appearanceSaveFailed = http.post(SAVE, () =>
  HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
);

export const appearancePending = http.get(VALUES, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const appearanceLoadFailed = http.get(VALUES, () =>
  HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
);
