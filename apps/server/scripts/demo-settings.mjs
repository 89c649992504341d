// What `pnpm start` turns on for the demo it runs by default (with the demo music), unless the environment chose.

const OFF = new Set(['0', 'false', 'no', 'off']);

/**
 * Turns the built-in test payment provider on for the demo, so checkout can be tried with the test card, and
 * returns the start-up notice saying so; `null` when the demo music is off (a real deployment) or
 * `BILLING_TEST_PROVIDER` is set either way.
 * @param {Record<string, string | undefined>} env the environment the server will read, changed in place
 * @returns {string | null}
 */
export function demoSettings(env) {
  if (env.BILLING_TEST_PROVIDER !== undefined && env.BILLING_TEST_PROVIDER !== '') return null;
  if (OFF.has((env.DEMO_MUSIC ?? '').trim().toLowerCase())) return null;
  env.BILLING_TEST_PROVIDER = '1';
  return (
    'Demo: the built-in test payment provider is on, so anyone can take a paid plan with the test card ' +
    '4242 4242 4242 4242 and no money moves. Set BILLING_TEST_PROVIDER=0, or DEMO_MUSIC=0 for a real deployment, to turn it off.'
  );
}
