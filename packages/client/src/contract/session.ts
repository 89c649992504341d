import * as z from 'zod';
import { dateTimeSchema, idSchema } from './primitives';

/** A device signed in to the account (`GET user-sessions`). */
export const sessionSchema = z.object({
  id: idSchema,
  /** `mobile`, `tablet`; anything else is shown as desktop. */
  device_type: z.string().nullable(),
  platform: z.string().nullable(),
  browser: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  ip_address: z.string().nullable(),
  token: z.string().nullable(),
  is_current_device: z.boolean(),
  last_active: dateTimeSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

/** Body of `POST user-sessions/logout-other`. */
export const logoutOtherSessionsPayloadSchema = z.object({ password: z.string().min(1) });
export type LogoutOtherSessionsPayload = z.infer<typeof logoutOtherSessionsPayloadSchema>;
