import * as z from 'zod';
import { PAYPAL_API } from './paypal-provider';
import { STRIPE_API } from './stripe-provider';

/** How long a provider may take to answer a key check: an operator is waiting on Save. */
export const PROVIDER_CHECK_TIMEOUT_MS = 10_000;

const stripeErrorSchema = z.object({ error: z.object({ message: z.string() }) });
// PayPal's OAuth endpoint answers `{error, error_description}`, unlike its REST errors.
const paypalTokenErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Asks Stripe for one price with `secretKey`, the call checkout makes first, so a key is stored only when Stripe
 * accepts it. Answers `null`, or why it failed in Stripe's words.
 */
export async function tryStripeKey(secretKey: string, fetcher: typeof fetch): Promise<string | null> {
  try {
    const response = await fetcher(`${STRIPE_API}/v1/prices?limit=1`, {
      headers: { Authorization: `Bearer ${secretKey}` },
      signal: AbortSignal.timeout(PROVIDER_CHECK_TIMEOUT_MS),
    });
    if (response.ok) {
      await response.body?.cancel();
      return null;
    }
    const json: unknown = await response.json().catch(() => null);
    const message = stripeErrorSchema.safeParse(json).data?.error.message ?? `HTTP ${response.status}`;
    return `Stripe refused this key: ${message}`;
  } catch (error) {
    return `Stripe could not be reached: ${reasonOf(error)}`;
  }
}

/**
 * Signs in to PayPal (live or sandbox) with the client id and secret, as every PayPal call does first, so they are
 * stored only when PayPal accepts them. Answers `null`, or why it failed in PayPal's words.
 */
export async function tryPaypalCredentials(
  credentials: { clientId: string; clientSecret: string; sandbox: boolean },
  fetcher: typeof fetch,
): Promise<string | null> {
  const base = credentials.sandbox ? PAYPAL_API.sandbox : PAYPAL_API.live;
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  try {
    const response = await fetcher(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(PROVIDER_CHECK_TIMEOUT_MS),
    });
    if (response.ok) {
      await response.body?.cancel();
      return null;
    }
    const json: unknown = await response.json().catch(() => null);
    const refusal = paypalTokenErrorSchema.safeParse(json).data;
    const message = refusal ? (refusal.error_description ?? refusal.error) : `HTTP ${response.status}`;
    const where = credentials.sandbox ? 'PayPal (sandbox)' : 'PayPal';
    return `${where} refused this client id and secret: ${message}`;
  } catch (error) {
    return `PayPal could not be reached: ${reasonOf(error)}`;
  }
}
