import { expect, type Page, test } from '@playwright/test';
import { isSignedIn, signUp } from '../account/support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expectHomePage } from '../support/home';

/** Focuses the avatar button of the signed-in user and opens the user menu with Enter, as a keyboard user does. */
async function openUserMenuWithKeyboard(page: Page, name: string) {
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('user menu', () => {
  // Each test signs up, reloads and runs axe twice: generous on a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('opens from the keyboard and logs out to /login as a guest', async ({ page }) => {
    const account = await signUp(page, 'menu-listener');
    const name = account.email.split('@')[0] ?? '';
    await page.goto('/');
    await expectHomePage(page, name);

    const menu = await openUserMenuWithKeyboard(page, name);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Become an artist',
      'Profile page',
      'Dark mode',
      'Log out',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Profile page' })).toHaveAttribute(
      'href',
      `/user/${account.id}/${name}`,
    );
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    expect(await isSignedIn(page)).toBe(false);
    // The guest bootstrap data replaced the user's: a reload stays a guest.
    await page.goto('/');
    await expectHomePage(page);
  });

  test('keeps the dark mode chosen in the user menu after a reload', async ({ page, context }) => {
    const account = await signUp(page, 'night-listener');
    const name = account.email.split('@')[0] ?? '';
    await page.goto('/');
    const root = page.locator('html');
    await expect(root).not.toHaveClass(/\bdark\b/);

    const menu = await openUserMenuWithKeyboard(page, name);
    await menu.getByRole('menuitem', { name: 'Dark mode' }).press('Enter');
    // Switched at once, without a reload.
    await expect(root).toHaveClass(/\bdark\b/);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'be-active-theme');
    expect(cookie?.value).toBe('dark');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await expectHomePage(page, name);
    await expect(root).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
    const reopened = await openUserMenuWithKeyboard(page, name);
    await expect(reopened.getByRole('menuitem', { name: 'Light mode' })).toBeVisible();
    await reopened.getByRole('menuitem', { name: 'Light mode' }).press('Enter');
    await expect(root).not.toHaveClass(/\bdark\b/);
  });
});
