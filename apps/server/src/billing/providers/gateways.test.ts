import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../app-context';
import { parseEnv } from '../../config/env';
import { paymentGateways } from './gateways';

function servicesWith(variables: Record<string, string>): AppServices {
  const parsed = parseEnv(variables);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  // Only the environment is read until a hosted provider is called.
  return { env: parsed.env, fetch: globalThis.fetch, now: () => new Date() } as AppServices;
}

describe('the payment providers a server offers', () => {
  it('offers no test provider, and so no free paid plan, unless it is turned on', () => {
    expect(paymentGateways(servicesWith({}))).toMatchObject({ test: false, names: [] });
    expect(paymentGateways(servicesWith({ BILLING_TEST_PROVIDER: '0' })).names).toEqual([]);
  });

  it('offers the test provider when BILLING_TEST_PROVIDER turns it on', () => {
    expect(paymentGateways(servicesWith({ BILLING_TEST_PROVIDER: '1' }))).toMatchObject({
      test: true,
      names: ['test'],
    });
  });
});
