import type {
  ArtistMemberRole,
  BackstageRequestStatus,
  BackstageRequestType,
} from '@tonearm/client/contract';

/** What each request asks for, in the interface's words (translated where shown). */
export const REQUEST_TYPE_LABELS: Record<BackstageRequestType, string> = {
  'become-artist': 'Become an artist',
  'verify-artist': 'Get verified',
  'claim-artist': 'Claim an existing artist',
};

/** Where a request stands, in the interface's words (translated where shown). */
export const REQUEST_STATUS_LABELS: Record<BackstageRequestStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  denied: 'Denied',
};

/** The badge tone of each status: waiting is neutral, approved positive, denied danger. */
export const REQUEST_STATUS_TONES = {
  pending: 'neutral',
  approved: 'positive',
  denied: 'danger',
} as const satisfies Record<BackstageRequestStatus, 'neutral' | 'positive' | 'danger'>;

/** The roles a claim may name, in the interface's words (translated where shown). */
export const MEMBER_ROLE_LABELS: Record<ArtistMemberRole, string> = {
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

/** The address of each request form, under `/backstage/requests`. */
export const REQUEST_FORM_PATHS: Record<BackstageRequestType, string> = {
  'become-artist': '/backstage/requests/become-artist',
  'verify-artist': '/backstage/requests/verify-artist',
  'claim-artist': '/backstage/requests/claim-artist',
};

/** Where a submitted request is shown to its author. */
export const submittedRequestPath = (id: number) => `/backstage/requests/${id}/request-submitted`;
