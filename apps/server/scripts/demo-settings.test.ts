import { describe, expect, it } from 'vitest';
import { demoSettings } from './demo-settings.mjs';

describe('the demo that pnpm start runs', () => {
  it('turns the test payment provider on and says so, while the demo music is on', () => {
    const env: Record<string, string | undefined> = {};
    const notice = demoSettings(env);
    expect(env.BILLING_TEST_PROVIDER).toBe('1');
    expect(notice).toMatch(/test payment provider is on/);
    expect(notice).toMatch(/BILLING_TEST_PROVIDER=0/);
  });

  it('leaves it off for a real deployment, and leaves an explicit choice alone', () => {
    const deployment: Record<string, string | undefined> = { DEMO_MUSIC: '0' };
    expect(demoSettings(deployment)).toBeNull();
    expect(deployment.BILLING_TEST_PROVIDER).toBeUndefined();
    const chosen: Record<string, string | undefined> = { BILLING_TEST_PROVIDER: '0' };
    expect(demoSettings(chosen)).toBeNull();
    expect(chosen.BILLING_TEST_PROVIDER).toBe('0');
  });
});
