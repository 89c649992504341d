import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectHomePage } from './support/home';

test.describe('application shell', () => {
  test('renders the home page from the bootstrap data the server inlined', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/bootstrap-data') requests.push(request.url());
    });
    await page.goto('/');
    await expectHomePage(page);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Tonearm');
    // The data came with the page: no extra round trip.
    expect(requests).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('shows the not-found page for an unknown path and leads back home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" }),
    ).toBeVisible();
    await expect(
      page.getByText('Sorry about that! Please visit our homepage to get where you need to go.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Take me there!' }).click();
    await expect(page).toHaveURL('/');
    await expectHomePage(page);
  });

  test('lets keyboard users skip to the page content', async ({ page }) => {
    await page.goto('/');
    // The first Tab of someone who sees the page: the front page loads apart from the app.
    await expectHomePage(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
