import { expect, type Page, test } from '@playwright/test';
import { toast } from '../account/support/toasts';
import { expectNoAxeViolations } from '../support/axe';

/** Counts the page's `POST contact-page` requests. */
function countContactPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/contact-page'))
      posts.push(request.url());
  });
  return posts;
}

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

test.describe('visitor forms', () => {
  test('contact: refuses missing fields and a bad address, then sends one message however often it is sent', async ({
    page,
  }) => {
    const posts = countContactPosts(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('The name field is required.')).toBeVisible();
    await expect(page.getByText('The email field is required.')).toBeVisible();
    await expect(page.getByText('The message field is required.')).toBeVisible();
    await expect(field(page, 'Name')).toBeFocused();
    await expectNoAxeViolations(page);

    await field(page, 'Name').fill('Ada Lovelace');
    await field(page, 'Email').fill('ada-at-example');
    await field(page, 'Message').fill('Love the new player!');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('The email field must be a valid email address.')).toBeVisible();
    expect(posts).toHaveLength(0);

    await field(page, 'Email').fill('ada@example.com');
    await field(page, 'Email').press('Enter');
    await field(page, 'Email').press('Enter');
    await expect(toast(page, 'Your message has been submitted.')).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(field(page, 'Message')).toHaveValue('');
  });

  test('suggest-artist: refuses a link that is not Spotify or YouTube, and takes a music.youtube one', async ({
    page,
  }) => {
    const posts = countContactPosts(page);
    await page.goto('/suggest-artist');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(page.getByText('The name field is required.')).toBeVisible();
    await expect(page.getByText('The link field is required.')).toBeVisible();

    await field(page, 'Artist name').fill('The Lanterns');
    await field(page, 'Link').fill('https://soundcloud.com/the-lanterns');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(page.getByText('The link must contain a Spotify or YouTube link.')).toBeVisible();
    await expect(field(page, 'Link')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect(posts).toHaveLength(0);

    await field(page, 'Link').fill('https://music.youtube.com/channel/UCm1x2');
    await page.getByRole('button', { name: 'Send suggestion' }).dblclick();
    await expect(
      toast(page, 'Thank you for your support. We will review your request within 24 hours'),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('import-playlist: refuses a Spotify link without /playlist/, then sends a playlist', async ({
    page,
  }) => {
    await page.goto('/import-playlist');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('The email field is required.')).toBeVisible();
    await expect(page.getByText('The playlist link field is required.')).toBeVisible();

    await field(page, 'Email').fill('dj@example.com');
    await field(page, 'Spotify playlist link').fill('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('It must be a valid Spotify playlist link.')).toBeVisible();
    await expectNoAxeViolations(page);

    await field(page, 'Spotify playlist link').fill(
      'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    );
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(toast(page, 'Thank you, we will review your request.')).toBeVisible();
    await expect(field(page, 'Spotify playlist link')).toHaveValue('');
  });
});
