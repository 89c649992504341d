import { type AdminAds, MAX_AD_SNIPPET } from '@tonearm/client/contract';
import { AD_SLOT_NAMES, type AdSlotName } from '@tonearm/client/rules';
import type { Translate } from '@tonearm/shell';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../forms/translated-zod-resolver';

/** What the ads form holds: each slot's snippet as typed, and the switch. */
export type AdsFormValues = Record<AdSlotName, string> & { disable: boolean };

/** Where each slot shows and the size it is drawn at (doc 001 §9), in the operator's language. */
export const adSlotDescriptions = (
  trans: Translate,
): Readonly<Record<AdSlotName, { label: string; hint: string }>> => ({
  general_top: { label: trans('Top of most pages'), hint: trans('At most 150 px high.') },
  general_bottom: { label: trans('Bottom of most pages'), hint: trans('Any height, as wide as the page.') },
  artist_top: { label: trans('Artist page, under the header'), hint: trans('At most 1000 px wide.') },
  artist_bottom: { label: trans('Artist page, under similar artists'), hint: trans('At most 430 px wide.') },
  album_above: { label: trans('Album page, above the tracks'), hint: trans('As wide as the page.') },
});

const snippet = z
  .string()
  .check(z.maxLength(MAX_AD_SNIPPET, `A snippet may be at most ${MAX_AD_SNIPPET} characters.`));
const adsFormSchema = z.object(Object.fromEntries(AD_SLOT_NAMES.map((slot) => [slot, snippet])));

/** The form's values for the stored ads. */
export function adsFormValues(ads: AdminAds): AdsFormValues {
  const values = { disable: ads.disable } as AdsFormValues;
  for (const slot of AD_SLOT_NAMES) values[slot] = ads[slot] ?? '';
  return values;
}

/** The body of `PUT admin/ads`: a blank snippet is none. */
export function adsPayload(values: AdsFormValues): AdminAds {
  const ads = { disable: values.disable } as AdminAds;
  for (const slot of AD_SLOT_NAMES) ads[slot] = values[slot].trim() === '' ? null : values[slot];
  return ads;
}

/** Checks each snippet's length before anything is sent. */
export const adsFormResolver = (translate: (message: string) => string): Resolver<AdsFormValues> =>
  translatedZodResolver<AdsFormValues>(adsFormSchema, translate);
