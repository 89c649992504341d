import { expect, test } from '@playwright/test';
import { postAsPage, signUp } from '../account/support/accounts';
import { expectNoAxeViolations } from '../support/axe';

test.describe('custom pages', () => {
  test('shows a seeded page by slug and by id with its SEO title and description', async ({ page }) => {
    await page.goto('/pages/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle(/^Privacy Policy - /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'What personal data Tonearm collects, why, who it is shared with and the choices you have.',
    );
    await expectNoAxeViolations(page);

    const { page: terms } = (await (
      await page.request.get('/api/v1/custom-pages/terms-of-service')
    ).json()) as {
      page: { id: number };
    };
    await page.goto(`/pages/${terms.id}/terms-of-service`);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    // A link to another page of the site moves in place.
    await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/pages\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('shows the not-found page for a page that does not exist', async ({ page }) => {
    await page.goto('/pages/no-such-page');
    await expect(
      page.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" }),
    ).toBeVisible();
  });
});

test.describe('API documentation', () => {
  test('sends a guest without api.access to /login', async ({ page }) => {
    await page.goto('/api-docs');
    await expect(page).toHaveURL('/login?redirectUri=%2Fapi-docs');
  });

  test('lists the operations and tries one with a personal access token', async ({ page }) => {
    const account = await signUp(page, 'developer');
    const created = await postAsPage(page, '/api/v1/access-tokens', { tokenName: 'docs' });
    expect(created.status(), await created.text()).toBe(200);
    const { plainTextToken } = (await created.json()) as { plainTextToken: string };

    await page.goto('/api-docs');
    await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();
    // The server builds the document from ~130 operations' schemas on its first request; later ones are cached.
    await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('searchbox', { name: 'Filter operations' }).fill('users {id}');
    const operation = page.getByRole('button', { name: /^get \/api\/v1\/users\/\{id\}/i });
    await operation.click();
    await expect(operation).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    await page.getByLabel('Personal access token').fill(plainTextToken);
    const tryIt = page.getByRole('region', { name: 'Try it' }).first();
    await tryIt.getByRole('textbox', { name: 'id' }).fill('me');
    await tryIt.getByRole('button', { name: 'Send request' }).click();
    await expect(tryIt.locator('[data-slot="response-status"]')).toHaveText('200');
    await expect(tryIt.getByRole('region', { name: 'Response body' })).toContainText(account.email);

    await page.getByLabel('Personal access token').fill('not-a-token');
    await tryIt.getByRole('button', { name: 'Send request' }).click();
    await expect(tryIt.locator('[data-slot="response-status"]')).toHaveText('401');
  });
});
