import type { AdminCustomPage, AdminCustomPagePayload, AdminCustomPageRow } from '@tonearm/client/contract';
import { delay, HttpResponse, http } from 'msw';
import { overridden } from '../../plans/storybook/plan-story-server';

const dates = { created_at: '2026-01-04T10:00:00.000Z', updated_at: '2026-11-20T09:30:00.000Z' };

/** The demo site's pages as `GET admin/custom-pages` lists them. */
export const STORY_PAGES: AdminCustomPageRow[] = [
  { id: 1, title: 'Terms of Service', slug: 'terms-of-service', in_footer: false, ...dates },
  { id: 2, title: 'Privacy Policy', slug: 'privacy-policy', in_footer: true, ...dates },
  { id: 3, title: 'About us', slug: 'about-us', in_footer: true, ...dates },
];

/** About us with its body and SEO fields, as `GET admin/custom-pages/3` answers it. */
export const STORY_ABOUT: AdminCustomPage = {
  ...(STORY_PAGES[2] as AdminCustomPageRow),
  body: '<h2>Who we are</h2><p>We make <strong>Tonearm</strong>, open music streaming.</p>',
  seo_title: 'About Tonearm',
  seo_description: null,
};

const page = (data: AdminCustomPageRow[]) =>
  HttpResponse.json({
    pagination: {
      data,
      from: data.length === 0 ? null : 1,
      to: data.length === 0 ? null : data.length,
      total: data.length,
      per_page: 15,
      current_page: 1,
      last_page: 1,
    },
  });

/** `GET admin/custom-pages`: the demo pages, or those whose title or slug holds the search. */
export const pagesListed = (pages: AdminCustomPageRow[] = STORY_PAGES) =>
  http.get('*/api/v1/admin/custom-pages', ({ request }) => {
    const query = (new URL(request.url).searchParams.get('query') ?? '').toLowerCase();
    return page(pages.filter((row) => `${row.title} ${row.slug}`.toLowerCase().includes(query)));
  });

export const pagesDeleted = overridden('DELETE', '*/api/v1/admin/custom-pages/:ids', () =>
  HttpResponse.json({ status: 'success' }),
);

export const aboutAnswered = http.get('*/api/v1/admin/custom-pages/3', () =>
  HttpResponse.json({ page: STORY_ABOUT }),
);

/** `PUT admin/custom-pages/3`: stores what was sent, the body sanitised as the server does. */
export const aboutSaved = overridden('PUT', '*/api/v1/admin/custom-pages/3', async ({ request }) => {
  const body = (await request.json()) as AdminCustomPagePayload;
  return HttpResponse.json({
    page: { ...STORY_ABOUT, ...body, body: body.body.replace(/<script[\s\S]*?<\/script>/g, '') },
  });
});

/** `PUT admin/custom-pages/3`: the slug is another page's. */
export const aboutSlugTaken = overridden('PUT', '*/api/v1/admin/custom-pages/3', () => {
  const message = 'Another page already has this slug: choose another.';
  return HttpResponse.json({ message, errors: { slug: [message] } }, { status: 422 });
});

/** `POST admin/custom-pages`: publishes page 9. */
export const pageCreated = http.post('*/api/v1/admin/custom-pages', async ({ request }) => {
  const body = (await request.json()) as AdminCustomPagePayload;
  return HttpResponse.json({ page: { ...dates, ...body, id: 9 } }, { status: 201 });
});

export const pending = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const failing = (path: string) =>
  http.get(path, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
