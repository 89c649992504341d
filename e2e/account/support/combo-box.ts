import type { Locator } from '@playwright/test';

/**
 * Types into a combo box the way a user would: with the field already on screen. Playwright scrolls a field into
 * view as it types, and React Aria closes an open list when the page scrolls, so the scroll has to land first.
 */
export async function typeInComboBox(comboBox: Locator, text: string): Promise<void> {
  await comboBox.scrollIntoViewIfNeeded();
  await comboBox
    .page()
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await comboBox.fill(text);
}
