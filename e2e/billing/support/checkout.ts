import { expect, type Page } from '@playwright/test';

/** A card the built-in test provider accepts, as a payer types it. */
export const TEST_VISA = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Nina Simone' };

/** Fills the test provider's card form and sends it. */
export async function enterCard(page: Page, card: Partial<typeof TEST_VISA> = {}, submit = 'Continue') {
  const filled = { ...TEST_VISA, ...card };
  await page.getByRole('textbox', { name: 'Card number' }).fill(filled.number);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill(filled.expiry);
  await page.getByRole('textbox', { name: 'Security code' }).fill(filled.cvc);
  await page.getByRole('textbox', { name: 'Name on card' }).fill(filled.name);
  await page.getByRole('button', { name: submit }).click();
}

/** The plans as the server lists them, to build checkout addresses from. */
export async function demoPlans(page: Page) {
  const answer = await page.request.get('/api/v1/billing/products', {
    headers: { Accept: 'application/json' },
  });
  expect(answer.status()).toBe(200);
  const { pagination } = (await answer.json()) as {
    pagination: { data: { id: number; name: string; prices: { id: number; interval: string }[] }[] };
  };
  const plan = (name: string) => {
    const found = pagination.data.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`No ${name} plan`);
    const price = (interval: string) =>
      found.prices.find((candidate) => candidate.interval === interval)?.id ?? 0;
    return { id: found.id, monthly: price('month'), yearly: price('year') };
  };
  return { premium: plan('Premium'), family: plan('Family') };
}

/** Takes the signed-in listener of `page` through the test provider's checkout of Premium, monthly. */
export async function subscribeToPremium(page: Page) {
  const { premium } = await demoPlans(page);
  await page.goto(`/checkout/${premium.id}/${premium.monthly}`);
  await enterCard(page);
  await page.getByRole('button', { name: 'Confirm and subscribe' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
}
