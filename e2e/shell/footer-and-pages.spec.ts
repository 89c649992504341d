import { expect, test } from '@playwright/test';
import { signUp } from '../account/support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expectHomePage } from '../support/home';

test.describe('footer and pages', () => {
  test.describe.configure({ timeout: 90_000 });

  test('offers the site languages in the footer from the keyboard', async ({ page }) => {
    await signUp(page, 'polyglot');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      `Copyright © ${new Date().getFullYear()} Tonearm, All Rights Reserved`,
    );
    await expect(
      footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
    const language = footer.getByRole('button', { name: /Language/ });
    await expect(language).toHaveText(/English/);

    const localizations = page.waitForResponse((response) =>
      response.url().includes('/api/v1/value-lists/localizations'),
    );
    await language.focus();
    await page.keyboard.press('Enter');
    expect((await localizations).status()).toBe(200);
    const english = page.getByRole('option', { name: 'English' });
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(english).toBeHidden();
    await expect(language).toBeFocused();
  });

  test('switches between light and dark from the footer for a guest', async ({ page }) => {
    await page.goto('/');
    const root = page.locator('html');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Dark mode' }).press('Enter');
    await expect(root).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(root).toHaveClass(/\bdark\b/);
    await expect(footer.getByRole('button', { name: 'Light mode' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows the not-found page inside the layout for a signed-in user and leads home', async ({ page }) => {
    const account = await signUp(page, 'lost-listener');
    const name = account.email.split('@')[0] ?? '';
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Take me there!' }).press('Enter');
    await expect(page).toHaveURL('/');
    await expectHomePage(page, name);
  });
});
