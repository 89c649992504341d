import { type LandingAppearance, landingAppearanceSchema } from '@tonearm/client/contract';
import * as z from 'zod/mini';

/**
 * What the operator saved for the landing page (`settings.homepage.appearance`, which the appearance editor's
 * preview also writes into as it edits); `null` when nothing readable is saved, for the shipped landing page.
 */
export function landingAppearanceOf(homepage: unknown): LandingAppearance | null {
  const stored =
    homepage !== null && typeof homepage === 'object'
      ? (homepage as { appearance?: unknown }).appearance
      : undefined;
  const parsed = z.safeParse(landingAppearanceSchema, stored);
  return parsed.success ? parsed.data : null;
}

/** The header's overlay as a CSS background: one colour, or a gradient between two. `null` without colours. */
export function overlayBackground(appearance: LandingAppearance): string | null {
  const first = appearance.header_overlay_color_1 ?? appearance.header_overlay_color_2;
  const second = appearance.header_overlay_color_2 ?? first;
  if (!first || !second) return null;
  return `linear-gradient(to right, ${first}, ${second})`;
}
