import { expect, test } from '@playwright/test';
import { signUp } from '../account/support/accounts';
import { toast } from '../account/support/toasts';
import { expectNoAxeViolations } from '../support/axe';
import { acceptPoliciesOnForm } from '../support/registration-policies';
import { demoPlans, enterCard, subscribeThroughApi, TEST_VISA } from './support/checkout';

// Each test walks a whole flow with several axe checks; that takes seconds alone and more on a busy machine.
test.describe.configure({ timeout: 120_000 });

const plan = (page: import('@playwright/test').Page, name: string) => page.getByRole('article', { name });

test.describe('pricing', () => {
  test('opens yearly with the saving badge, switches to monthly, and takes a visitor through registration to the checkout', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const cycle = page.getByRole('radiogroup', { name: 'Billing cycle' });
    await expect(cycle.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    // 12 × 9.99 against 99.99 a year saves 17%, as does Family's 15.99 against 159.99.
    await expect(cycle).toContainText('Save up to 17%');
    await expect(plan(page, 'Premium')).toContainText('$99.99');
    await expect(plan(page, 'Free').getByRole('link', { name: 'Get started: Free' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Arrow keys move the choice within the group, as in any radio group.
    await cycle.getByRole('radio', { name: /Yearly/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(cycle.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(plan(page, 'Premium')).toContainText('$9.99');

    await plan(page, 'Premium').getByRole('link', { name: 'Upgrade: Premium' }).click();
    await expect(page).toHaveURL(/\/register\?redirectFrom=pricing$/);
    await expect(
      page.getByRole('heading', { level: 1, name: "First, let's create your account" }),
    ).toBeVisible();
    const email = `pricing-${Date.now()}@tonearm.test`;
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await page.getByLabel('Confirm password').fill('a long passphrase');
    await acceptPoliciesOnForm(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    const { premium } = await demoPlans(page);
    await expect(page).toHaveURL(new RegExp(`/checkout/${premium.id}/${premium.monthly}$`));
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$9.99');
  });
});

test.describe('checkout', () => {
  test('refuses an invalid and a declined card, confirms once however often pressed, and grants the plan', async ({
    page,
  }) => {
    await signUp(page, 'checkout');
    await page.goto('/pricing');
    await plan(page, 'Premium').getByRole('link', { name: 'Upgrade: Premium' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$99.99');
    await expectNoAxeViolations(page);

    await enterCard(page, { number: '4242 4242 4242 4241' });
    await expect(page.getByText('The card number is invalid.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeFocused();
    await enterCard(page, { number: '4000 0000 0000 0002' });
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await enterCard(page);

    await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    await expectNoAxeViolations(page);
    const confirm = page.getByRole('button', { name: 'Confirm and subscribe' });
    await confirm.dblclick();

    await expect(page).toHaveURL(/\/billing$/);
    await expect(toast(page, 'Welcome to Premium!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current plan' })).toContainText('Premium');
    await expect(page.getByRole('list', { name: 'Invoices' }).getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);
    const subscriptions = await page.request.get('/api/v1/users/me', {
      headers: { Accept: 'application/json' },
    });
    expect(
      ((await subscriptions.json()) as { user: { subscriptions: unknown[] } }).user.subscriptions,
    ).toHaveLength(1);

    // A subscriber's checkout leads to /billing.
    const { family } = await demoPlans(page);
    await page.goto(`/checkout/${family.id}/${family.yearly}`);
    await expect(page).toHaveURL(/\/billing$/);
  });

  test('says an unknown plan or price is not available, and sends a visitor to /register', async ({
    page,
  }) => {
    const { premium } = await demoPlans(page);
    await page.goto(`/checkout/${premium.id}/${premium.monthly}`);
    await expect(page).toHaveURL(/\/register$/);

    await signUp(page, 'unknown-plan');
    for (const path of [`/checkout/999999/${premium.monthly}`, `/checkout/${premium.id}/999999`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'This plan is not available' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('billing', () => {
  test('sends a listener without a plan from /billing to /pricing', async ({ page }) => {
    await signUp(page, 'no-plan');
    await page.goto('/billing');
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('cancels at period end and renews', async ({ page }) => {
    await signUp(page, 'cancel');
    await subscribeThroughApi(page);
    await page.goto('/billing');
    const current = page.getByRole('region', { name: 'Current plan' });

    await current.getByRole('link', { name: 'Cancel plan' }).click();
    await expect(page.getByText(/You will keep Premium until/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(toast(page, 'Your plan was cancelled.')).toBeVisible();
    await expect(current).toContainText('Cancelled');
    await expect(current).toContainText(/Your plan ends on/);

    await current.getByRole('link', { name: 'Renew plan' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Renew plan' }).click();
    await expect(toast(page, 'Your plan was renewed.')).toBeVisible();
    await expect(current).toContainText(/Your plan renews on/);
  });

  test('changes the plan and the card', async ({ page }) => {
    await signUp(page, 'change');
    await subscribeThroughApi(page);
    await page.goto('/billing/change-plan');
    await expect(
      page.getByRole('radiogroup', { name: 'Billing cycle' }).getByRole('radio', { name: /Yearly/ }),
    ).toBeChecked();
    await expectNoAxeViolations(page);
    await plan(page, 'Family').getByRole('link', { name: 'Choose: Family' }).click();
    await expect(page).toHaveURL(/\/billing\/change-plan\/\d+\/\d+\/confirm$/);
    await expect(page.getByText('Family, $159.99 every year')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await expect(toast(page, 'You are now on Family.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current plan' })).toContainText('Family');
    await expect(page.getByRole('list', { name: 'Invoices' }).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('link', { name: 'Change payment method' }).click();
    await enterCard(page, { number: '4242 4242 4242 4241' }, 'Save card');
    await expect(page.getByText('The card number is invalid.')).toBeVisible();
    await expectNoAxeViolations(page);
    await enterCard(page, { ...TEST_VISA, number: '5555 5555 5555 4444' }, 'Save card');
    await expect(page).toHaveURL(/\/billing\/change-payment-method\/done$/);
    await expect(page.getByText('Your payment method was updated.')).toBeVisible();
    await expect(page.getByText('Mastercard ending in 4444')).toBeVisible();
  });
});
