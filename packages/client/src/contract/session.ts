import * as z from 'zod/mini';
import { dateTimeSchema, idSchema } from './primitives';

/** A device signed in to the account (`GET user-sessions`). */
export const sessionSchema = z.object({
  id: idSchema,
  /** `mobile`, `tablet`; anything else is shown as desktop. */
  device_type: z.nullable(z.string()),
  platform: z.nullable(z.string()),
  browser: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()),
  ip_address: z.nullable(z.string()),
  token: z.nullable(z.string()),
  is_current_device: z.boolean(),
  last_active: dateTimeSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

/** Body of `POST user-sessions/logout-other`. */
export const logoutOtherSessionsPayloadSchema = z.object({ password: z.string().check(z.minLength(1)) });
export type LogoutOtherSessionsPayload = z.infer<typeof logoutOtherSessionsPayloadSchema>;
