import { expect, test } from '@playwright/test';

// The appearance editor frames the site with `?appearanceEditor=true` on the same host and drives it by messages.
test('the site framed as the appearance preview says it is loaded and applies the editor messages', async ({
  page,
}) => {
  await page.goto('/404');
  const loaded = page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        window.addEventListener('message', (event) => resolve(event.data), { once: true });
        const frame = document.createElement('iframe');
        frame.id = 'preview';
        frame.title = 'Preview';
        frame.src = '/?appearanceEditor=true';
        document.body.append(frame);
      }),
  );
  expect(await loaded).toEqual({ type: 'appLoaded' });

  const preview = page.frameLocator('#preview');
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('#preview');
    frame?.contentWindow?.postMessage(
      { type: 'setValues', values: { 'settings.branding.site_name': 'Preview Radio' } },
      location.origin,
    );
    frame?.contentWindow?.postMessage(
      { type: 'setThemeValue', name: '--ta-primary', value: 'rgb(1, 2, 3)' },
      location.origin,
    );
  });
  await expect(preview.getByRole('link', { name: 'Preview Radio home' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.querySelector<HTMLIFrameElement>('#preview')?.contentDocument?.documentElement;
        return root ? getComputedStyle(root).getPropertyValue('--ta-primary').trim() : '';
      }),
    )
    .toBe('rgb(1, 2, 3)');
});

test('a visit without the editor frame ignores the editor messages', async ({ page }) => {
  await page.goto('/?appearanceEditor=true');
  await page.evaluate(() =>
    window.postMessage(
      { type: 'setValues', values: { 'settings.branding.site_name': 'Hijacked' } },
      location.origin,
    ),
  );
  await expect(page.getByRole('link', { name: /home$/ })).not.toHaveAccessibleName('Hijacked home');
});
