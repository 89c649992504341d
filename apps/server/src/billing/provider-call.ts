import type { Context } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { HttpError } from '../http/errors';
import { PaymentProviderError } from './providers/payment-provider';

/** What a user reads when a provider fails; the provider's own answer goes to the error log. */
export const PROVIDER_FAILED_MESSAGE = 'The payment provider could not complete this. Please try again.';

/** Runs a provider call, turning its failure into a 503 the user can retry and logging what the provider said. */
export async function viaProvider<T>(
  c: Context<AppBindings>,
  services: AppServices,
  userId: number,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError) && !(error instanceof TypeError)) throw error;
    await services.errorLog
      .record(error, { method: c.req.method, url: c.req.url, userId }, services.now())
      .catch(() => undefined);
    throw new HttpError(503, PROVIDER_FAILED_MESSAGE);
  }
}
