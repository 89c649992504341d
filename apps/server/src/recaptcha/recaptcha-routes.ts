import { verifyRecaptchaPayloadSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { verifyRecaptchaToken } from './verify-recaptcha';

/** `POST api/v1/recaptcha/verify {token}` answering `{success}` (doc 000 §7). */
export function recaptchaRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();

  routes.post('/recaptcha/verify', async (c) => {
    const { token } = validate(verifyRecaptchaPayloadSchema, await readBody(c));
    const secretKey = services.env.RECAPTCHA_SECRET_KEY;
    // Without keys the check is off (the bootstrap settings say so); a client that asks anyway passes through.
    if (!secretKey) return c.json({ success: true });
    const success = await verifyRecaptchaToken({
      secretKey,
      token,
      remoteIp: c.get('visitor').ip,
      fetch: services.fetch,
      verifyUrl: services.env.RECAPTCHA_VERIFY_URL,
    });
    return c.json({ success });
  });

  return routes;
}
