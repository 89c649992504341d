import { expect, type Page } from '@playwright/test';
import { postAsPage } from '../../account/support/accounts';

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

/**
 * Subscribes the signed-in listener of `page` to Premium, monthly, through the test provider's calls, as the
 * checkout screen makes them: the quick way to a subscriber for tests about the billing area.
 */
export async function subscribeThroughApi(page: Page) {
  const { premium } = await demoPlans(page);
  const started = await postAsPage(page, '/api/v1/billing/checkout', {
    product_id: premium.id,
    price_id: premium.monthly,
    gateway: 'test',
  });
  expect(started.status()).toBe(200);
  const { checkout } = (await started.json()) as { checkout: { id: string } };
  const card = {
    card_number: TEST_VISA.number,
    expiry: TEST_VISA.expiry,
    cvc: TEST_VISA.cvc,
    name: TEST_VISA.name,
  };
  expect((await postAsPage(page, `/api/v1/billing/checkout/${checkout.id}/card`, card)).status()).toBe(200);
  expect((await postAsPage(page, `/api/v1/billing/checkout/${checkout.id}/confirm`, {})).status()).toBe(200);
}
