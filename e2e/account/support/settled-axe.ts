import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

/**
 * Checks the page with axe once React Aria's transient 'pending' announcements are gone. A focused button that was
 * pending announces itself by id for 7 s; when that button has since been removed (a form replaced by its
 * result) the announcement points at nothing, which axe reports although nobody can reach it.
 */
export async function expectNoAxeViolationsOnceSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 8000 });
  await expectNoAxeViolations(page);
}
