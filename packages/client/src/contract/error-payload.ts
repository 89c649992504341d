import * as z from 'zod/mini';
import { phpMapSchema } from './primitives';

/** An action the server offers with an error, shown as the toast's button (doc 000 §8). */
export const errorActionSchema = z.object({
  label: z.string(),
  action: z.string(),
});

/** The body of an error response: the server's message, field errors (422) and an optional action. */
export const errorBodySchema = z.object({
  message: z.optional(z.string()),
  /** Field name to its message or messages. */
  errors: z.optional(phpMapSchema(z.union([z.string(), z.array(z.string())]))),
  action: z.optional(errorActionSchema),
});

/** One frame of a debug trace (doc 000 §3 "Error payload"). */
export const traceFrameSchema = z.object({
  /** The frame's position in the trace before vendor frames were grouped. */
  flatIndex: z.int().check(z.nonnegative()),
  /** The frame's file path, relative to the project, split into its segments. */
  path: z.array(z.string()),
  lineNumber: z.int(),
  method: z.string(),
  /** Source lines around `lineNumber`, keyed by line number. */
  codeSnippet: phpMapSchema(z.string()),
  /** Whether the frame is the application's own code rather than a vendor's. */
  applicationFrame: z.optional(z.boolean()),
});

/** Consecutive vendor frames, grouped so the error dialog can fold them. */
export const vendorGroupSchema = z.object({
  vendorGroup: z.literal(true),
  items: z.array(traceFrameSchema),
});

export const traceEntrySchema = z.union([vendorGroupSchema, traceFrameSchema]);

/**
 * The debug payload a server in debug mode adds to an error response; when present the product shows the
 * full-screen error dialog instead of a toast (doc 000 §8).
 */
export const errorPayloadSchema = z.object({
  exception: z.string(),
  message: z.string(),
  trace: z.array(traceEntrySchema),
  totalVendorGroups: z.int().check(z.nonnegative()),
  /** Marks the payload as a debug trace. */
  ignitionTrace: z.literal(true),
  action: z.optional(errorActionSchema),
});

export type ErrorAction = z.infer<typeof errorActionSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type TraceFrame = z.infer<typeof traceFrameSchema>;
export type VendorGroup = z.infer<typeof vendorGroupSchema>;
export type TraceEntry = z.infer<typeof traceEntrySchema>;
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;

/** Whether a trace entry is a group of vendor frames rather than a single frame. */
export function isVendorGroup(entry: TraceEntry): entry is VendorGroup {
  return 'vendorGroup' in entry;
}
