import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, optionalDateTimeSchema } from './primitives';

/** What a listener asks for in the backstage (doc 001 §2 Backstage). */
export const BACKSTAGE_REQUEST_TYPES = ['become-artist', 'verify-artist', 'claim-artist'] as const;
export const backstageRequestTypeSchema = z.enum(BACKSTAGE_REQUEST_TYPES);
export type BackstageRequestType = z.infer<typeof backstageRequestTypeSchema>;

/** Where a request stands: submitted (`pending`), then reviewed (`approved` or `denied`). */
export const BACKSTAGE_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export const backstageRequestStatusSchema = z.enum(BACKSTAGE_REQUEST_STATUSES);
export type BackstageRequestStatus = z.infer<typeof backstageRequestStatusSchema>;

/** The roles a person may speak for an artist as (the `artist_members.role` of an approved claim). */
export const ARTIST_MEMBER_ROLES = [
  'artist',
  'agent',
  'composer',
  'label',
  'manager',
  'musician',
  'producer',
  'publisher',
  'songwriter',
] as const;
export const artistMemberRoleSchema = z.enum(ARTIST_MEMBER_ROLES);
export type ArtistMemberRole = z.infer<typeof artistMemberRoleSchema>;

/** The largest identity document image a request may carry. */
export const BACKSTAGE_PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** How many social profile links a request may list. */
export const BACKSTAGE_MAX_LINKS = 5;

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const link = z.url({ protocol: /^https?$/ }).check(z.maxLength(500));

/**
 * Body of `POST backstage-requests`. Become names the new artist (`artist_name`); verify and claim pick an existing
 * one (`artist_id`); a claim says as what (`role`, Artist when left out). The identity document is a file entry the
 * user uploaded to the private disk beforehand.
 */
export const backstageRequestPayloadSchema = z
  .object({
    type: backstageRequestTypeSchema,
    first_name: name,
    last_name: name,
    company: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
    /** A picture the user uploaded to the public disk, by its address. */
    avatar: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000)))),
    artist_name: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100)))),
    artist_id: z.optional(z.nullable(idSchema)),
    role: z.optional(z.nullable(artistMemberRoleSchema)),
    links: z.optional(z.array(link).check(z.maxLength(BACKSTAGE_MAX_LINKS))),
    proof_file_entry_id: idSchema,
  })
  .check(
    z.superRefine((value, context) => {
      if (value.type === 'become-artist' && !value.artist_name) {
        context.issues.push({
          code: 'custom',
          path: ['artist_name'],
          message: 'The artist name field is required.',
          input: value.artist_name,
        });
      }
      if (value.type !== 'become-artist' && (value.artist_id === undefined || value.artist_id === null)) {
        context.issues.push({
          code: 'custom',
          path: ['artist_id'],
          message: 'The artist field is required.',
          input: value.artist_id,
        });
      }
    }),
  );
export type BackstageRequestPayload = z.infer<typeof backstageRequestPayloadSchema>;

/** Body of `POST admin/backstage-requests/{id}/deny`: notes the requester reads, if any. */
export const handleBackstageRequestPayloadSchema = z.object({
  notes: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000)))),
});
export type HandleBackstageRequestPayload = z.infer<typeof handleBackstageRequestPayloadSchema>;

/** Body of `POST admin/backstage-requests/{id}/approve`: the notes, and for a become request the verified badge. */
export const approveBackstageRequestPayloadSchema = z.extend(handleBackstageRequestPayloadSchema, {
  /** Also mark the artist a become request creates as verified. @default false */
  mark_artist_verified: z.optional(z.boolean()),
});
export type ApproveBackstageRequestPayload = z.infer<typeof approveBackstageRequestPayloadSchema>;

/** An artist as a request names it. */
export const backstageArtistSchema = z.object({
  id: idSchema,
  name: z.string(),
  image: z.nullable(z.string()),
  verified: z.boolean(),
});
export type BackstageArtist = z.infer<typeof backstageArtistSchema>;

/** A backstage request with everything its author submitted and how it was reviewed. */
export const backstageRequestSchema = z.object({
  id: idSchema,
  type: backstageRequestTypeSchema,
  status: backstageRequestStatusSchema,
  user: z.object({ id: idSchema, name: z.string(), email: z.string(), image: z.nullable(z.string()) }),
  /** The existing artist (verify, claim), or the one an approved become request created. */
  artist: z.nullable(backstageArtistSchema),
  artist_name: z.nullable(z.string()),
  role: z.nullable(artistMemberRoleSchema),
  first_name: z.string(),
  last_name: z.string(),
  company: z.nullable(z.string()),
  /** The picture offered for the artist; a become request's artist gets it on approval. */
  avatar: z.nullable(z.string()),
  links: z.array(z.string()),
  /** The identity document, served at `url` to its author and to reviewers only. */
  proof: z.nullable(z.object({ name: z.string(), size: z.int(), url: z.string() })),
  notes: z.nullable(z.string()),
  handled_at: optionalDateTimeSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type BackstageRequest = z.infer<typeof backstageRequestSchema>;

/** Answer of every call about one request. */
export const backstageRequestResponseSchema = z.object({ request: backstageRequestSchema });
export type BackstageRequestResponse = z.infer<typeof backstageRequestResponseSchema>;

/** An artist the user speaks for, and as what. */
export const memberArtistSchema = z.extend(backstageArtistSchema, { role: artistMemberRoleSchema });
export type MemberArtist = z.infer<typeof memberArtistSchema>;

/** Answer of `GET backstage-requests/mine`: the user's requests (newest first) and the artists they speak for. */
export const myBackstageRequestsResponseSchema = z.object({
  requests: z.array(backstageRequestSchema),
  artists: z.array(memberArtistSchema),
});
export type MyBackstageRequestsResponse = z.infer<typeof myBackstageRequestsResponseSchema>;
