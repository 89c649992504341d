import { expect, type Page } from '@playwright/test';

/** Every registration policy the site lists, ticked, as the register form sends them (doc 000 §2). */
export async function acceptedPolicies(page: Page): Promise<Record<string, boolean>> {
  const answer = await page.request.get('/api/v1/bootstrap-data', {
    headers: { Accept: 'application/json' },
  });
  const data = (await answer.json()) as {
    settings?: { registration?: { policies?: { id: string | number }[] } };
  };
  return Object.fromEntries(
    (data.settings?.registration?.policies ?? []).map((policy) => [String(policy.id), true]),
  );
}

/** Ticks every "I accept the …" box of the register form, from the keyboard: its visible box covers the input. */
export async function acceptPoliciesOnForm(page: Page): Promise<void> {
  for (const checkbox of await page.getByRole('checkbox', { name: /^I accept the / }).all()) {
    if (!(await checkbox.isChecked())) await checkbox.press('Space');
    await expect(checkbox).toBeChecked();
  }
}
