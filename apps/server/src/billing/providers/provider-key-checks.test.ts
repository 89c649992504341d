import { beforeEach, describe, expect, it } from 'vitest';
import { jsonAnswer, RecordingFetch } from '../../test-support/recording-fetch';
import { PAYPAL_API } from './paypal-provider';
import { tryPaypalCredentials, tryStripeKey } from './provider-key-checks';
import { STRIPE_API } from './stripe-provider';

const recording = new RecordingFetch();
beforeEach(() => recording.reset());

describe('tryStripeKey', () => {
  it('accepts a key Stripe answers with, asking with the key as a bearer token', async () => {
    recording.answer((request) =>
      request.url.origin === STRIPE_API ? jsonAnswer({ object: 'list', data: [] }) : undefined,
    );
    expect(await tryStripeKey('sk_test_good', recording.fetch)).toBeNull();
    expect(recording.requests[0]?.headers.get('authorization')).toBe('Bearer sk_test_good');
  });

  it("names Stripe's refusal of a wrong key", async () => {
    recording.answer(() =>
      jsonAnswer(
        { error: { message: 'Invalid API Key provided: sk_test_****rong', type: 'invalid_request_error' } },
        401,
      ),
    );
    expect(await tryStripeKey('sk_test_wrong', recording.fetch)).toBe(
      'Stripe refused this key: Invalid API Key provided: sk_test_****rong',
    );
  });

  it('says when Stripe cannot be reached', async () => {
    expect(await tryStripeKey('sk_test_any', recording.fetch)).toMatch(/^Stripe could not be reached: /);
  });
});

describe('tryPaypalCredentials', () => {
  it('signs in to the sandbox when asked, with the id and secret as basic credentials', async () => {
    recording.answer((request) =>
      request.url.href === `${PAYPAL_API.sandbox}/v1/oauth2/token`
        ? jsonAnswer({ access_token: 'token', expires_in: 32_400 })
        : undefined,
    );
    const credentials = { clientId: 'id', clientSecret: 'secret', sandbox: true };
    expect(await tryPaypalCredentials(credentials, recording.fetch)).toBeNull();
    expect(recording.requests[0]?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('id:secret').toString('base64')}`,
    );
    expect(recording.requests[0]?.body).toBe('grant_type=client_credentials');
  });

  it("names PayPal's refusal of a wrong secret", async () => {
    recording.answer((request) =>
      request.url.href === `${PAYPAL_API.live}/v1/oauth2/token`
        ? jsonAnswer({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401)
        : undefined,
    );
    const credentials = { clientId: 'id', clientSecret: 'wrong', sandbox: false };
    expect(await tryPaypalCredentials(credentials, recording.fetch)).toBe(
      'PayPal refused this client id and secret: Client Authentication failed',
    );
  });
});
