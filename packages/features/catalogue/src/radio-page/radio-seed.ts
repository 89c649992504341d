import { type RadioResponse, type RadioSeedType, radioSeedTypeSchema } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';
import { artistLink, trackLink } from '../links/links';

/** The seed a `/radio/{seedType}/{seedId}` address names, `null` when it names none (the page is not found). */
export function radioSeedOf(
  seedType: string | undefined,
  seedId: string | undefined,
): { type: RadioSeedType; id: number } | null {
  const type = radioSeedTypeSchema.safeParse(seedType);
  if (!type.success || !seedId || !/^\d+$/.test(seedId)) return null;
  const id = Number(seedId);
  return id > 0 ? { type: type.data, id } : null;
}

/** The queue a radio plays as (`radio.<type>.<id>`, the player's queue naming). */
export function radioQueueId(type: RadioSeedType, id: number): string {
  return `radio.${type}.${id}`;
}

/** What the radio's header says it is, by its seed's type. */
export const radioKinds = (trans: Translate): Record<RadioSeedType, string> => ({
  artist: trans('Artist radio'),
  track: trans('Track radio'),
  genre: trans('Genre radio'),
});

/** The seed's name as listeners read it, and its own page where it has one (genres have none here). */
export function radioSeedView(seed: RadioResponse['seed']): {
  name: string;
  image: string | null;
  link: string | null;
} {
  if (seed.model_type === 'genre') {
    return { name: seed.display_name || seed.name, image: seed.image, link: null };
  }
  if (seed.model_type === 'artist') return { name: seed.name, image: seed.image, link: artistLink(seed) };
  return { name: seed.name, image: seed.image, link: trackLink(seed) };
}
