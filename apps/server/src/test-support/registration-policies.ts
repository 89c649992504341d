import { LEGAL_PAGES } from '../seed/legal-pages';

/** Every registration policy of a freshly seeded site, ticked, as the register form sends them. */
export const ACCEPTED_POLICIES: Record<string, boolean> = Object.fromEntries(
  LEGAL_PAGES.map((page) => [page.slug, true]),
);
