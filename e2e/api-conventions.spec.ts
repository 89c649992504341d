import { expect, test } from '@playwright/test';

test.describe('API contract seen from the browser', () => {
  test('refuses a state change without the XSRF header and accepts it with the echoed cookie', async ({
    page,
  }) => {
    await page.goto('/');
    const result = await page.evaluate(async () => {
      const login = (headers: Record<string, string>) =>
        fetch('/auth/login', {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ email: 'nobody@tonearm.test', password: 'wrong-password', remember: true }),
        });
      const withoutToken = await login({});
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length) ?? '',
      );
      const withToken = await login({ 'X-XSRF-TOKEN': token });
      return {
        withoutToken: { status: withoutToken.status, body: await withoutToken.json() },
        hasToken: token.length > 0,
        withToken: withToken.status,
      };
    });
    expect(result.withoutToken).toEqual({ status: 419, body: { message: 'CSRF token mismatch.' } });
    expect(result.hasToken).toBe(true);
    expect(result.withToken).toBe(422);
  });
});
