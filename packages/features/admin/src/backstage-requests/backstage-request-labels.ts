import type {
  ArtistMemberRole,
  BackstageRequestStatus,
  BackstageRequestType,
} from '@tonearm/client/contract';

/** What each request asks for, in the operator's words (translated where shown). */
export const TYPE_LABELS: Record<BackstageRequestType, string> = {
  'become-artist': 'Become artist',
  'verify-artist': 'Verify artist',
  'claim-artist': 'Claim artist',
};

/** Where a request stands, in the operator's words (translated where shown). */
export const STATUS_LABELS: Record<BackstageRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};

/** The status dot's colour: pending amber, approved green, denied red. */
export const STATUS_DOTS: Record<BackstageRequestStatus, string> = {
  pending: 'bg-amber-500',
  approved: 'bg-positive',
  denied: 'bg-danger',
};

/** The roles a claim names, in the operator's words (translated where shown). */
export const ROLE_LABELS: Record<ArtistMemberRole, string> = {
  artist: 'Artist',
  agent: 'Agent',
  composer: 'Composer',
  label: 'Label',
  manager: 'Manager',
  musician: 'Musician',
  producer: 'Producer',
  publisher: 'Publisher',
  songwriter: 'Songwriter',
};
