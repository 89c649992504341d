import * as z from 'zod/mini';
import { paginationSchema } from '../pagination';
import { dateTimeSchema, idSchema } from '../primitives';

/**
 * `sending` while the mail server has it, `sent` once it took it, `logged` when none is configured (the mail was
 * only printed), `failed` when sending threw.
 */
export const OUTGOING_EMAIL_STATUSES = ['sending', 'sent', 'logged', 'failed'] as const;
export type OutgoingEmailStatus = (typeof OUTGOING_EMAIL_STATUSES)[number];

/** One row of `GET logs/outgoing-email`. */
export const outgoingEmailSchema = z.object({
  id: idSchema,
  /** Who it went out as; `null` for mails logged before the log kept it. */
  from: z.nullable(z.string()),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTGOING_EMAIL_STATUSES),
  error: z.nullable(z.string()),
  created_at: dateTimeSchema,
});
export type OutgoingEmail = z.infer<typeof outgoingEmailSchema>;

/** Answer of `GET logs/outgoing-email`: a page of mails, newest first. */
export const outgoingEmailLogResponseSchema = z.object({ pagination: paginationSchema(outgoingEmailSchema) });
export type OutgoingEmailLogResponse = z.infer<typeof outgoingEmailLogResponseSchema>;

/** Answer of `GET logs/outgoing-email/{id}/preview`: the mail's text with every secret in it replaced. */
export const outgoingEmailPreviewSchema = z.object({
  email: outgoingEmailSchema,
  /** The body with links carrying tokens and one-time codes replaced by a marker. */
  text: z.string(),
  /** How many secrets were replaced. */
  redactions: z.int().check(z.nonnegative()),
});
export type OutgoingEmailPreview = z.infer<typeof outgoingEmailPreviewSchema>;
