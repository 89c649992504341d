import type { AdminAds } from '@tonearm/client/contract';
import { delay, HttpResponse, http } from 'msw';
import { overridden } from '../../plans/storybook/plan-story-server';

/** The ads of a site that filled two slots. */
export const STORY_ADS: AdminAds = {
  disable: false,
  general_top: '<script async src="https://ads.example/tag.js" data-slot="top"></script>',
  general_bottom: null,
  artist_top: null,
  artist_bottom:
    '<a href="https://shop.example"><img src="https://shop.example/banner.png" alt="Vinyl week"></a>',
  album_above: null,
};

export const adsAnswered = (ads: AdminAds = STORY_ADS) =>
  http.get('*/api/v1/admin/ads', () => HttpResponse.json({ ads }));

/** `PUT admin/ads`: stores what was sent. */
export const adsSaved = overridden('PUT', '*/api/v1/admin/ads', async ({ request }) =>
  HttpResponse.json({ ads: (await request.json()) as AdminAds }),
);

/** `PUT admin/ads`: the top slot's snippet is too long. */
export const adsRefused = overridden('PUT', '*/api/v1/admin/ads', () => {
  const message = 'A snippet may be at most 20000 characters.';
  return HttpResponse.json({ message, errors: { general_top: [message] } }, { status: 422 });
});

export const adsFailing = http.get('*/api/v1/admin/ads', () =>
  HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
);

export const adsPending = http.get('*/api/v1/admin/ads', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
