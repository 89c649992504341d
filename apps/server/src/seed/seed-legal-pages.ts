import type { RegistrationPolicy } from '@tonearm/client/contract';
import { createCustomPage } from '../custom-pages/custom-page-store';
import type { Database } from '../db/connect';
import { LEGAL_PAGES } from './legal-pages';

/** A registration policy that points at the page it asks the newcomer to accept. */
export type PagePolicy = RegistrationPolicy & { page_id: number; action: string };

/** Creates the terms and the privacy policy and returns them as registration policies, keyed by slug. */
export async function seedLegalPages(db: Database): Promise<PagePolicy[]> {
  const policies: PagePolicy[] = [];
  for (const { policyName, ...page } of LEGAL_PAGES) {
    const created = await createCustomPage(db, page);
    policies.push({
      id: created.slug,
      name: policyName,
      page_id: created.id,
      action: `/pages/${created.slug}`,
    });
  }
  return policies;
}
