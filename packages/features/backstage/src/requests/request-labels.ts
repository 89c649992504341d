import type {
  ArtistMemberRole,
  BackstageRequestStatus,
  BackstageRequestType,
} from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** What each request asks for, in the visitor's language. */
export const requestTypeLabels = (trans: Translate): Record<BackstageRequestType, string> => ({
  'become-artist': trans('Become an artist'),
  'verify-artist': trans('Get verified'),
  'claim-artist': trans('Claim an existing artist'),
});

/** Where a request stands, in the visitor's language. */
export const requestStatusLabels = (trans: Translate): Record<BackstageRequestStatus, string> => ({
  pending: trans('Pending review'),
  approved: trans('Approved'),
  denied: trans('Denied'),
});

/** The badge tone of each status: waiting is neutral, approved positive, denied danger. */
export const REQUEST_STATUS_TONES = {
  pending: 'neutral',
  approved: 'positive',
  denied: 'danger',
} as const satisfies Record<BackstageRequestStatus, 'neutral' | 'positive' | 'danger'>;

/** The roles a claim may name, in the visitor's language. */
export const memberRoleLabels = (trans: Translate): Record<ArtistMemberRole, string> => ({
  artist: trans('Artist'),
  agent: trans('Agent'),
  composer: trans('Composer'),
  label: trans('Label'),
  manager: trans('Manager'),
  musician: trans('Musician'),
  producer: trans('Producer'),
  publisher: trans('Publisher'),
  songwriter: trans('Songwriter'),
});

/** The address of each request form, under `/backstage/requests`. */
export const REQUEST_FORM_PATHS: Record<BackstageRequestType, string> = {
  'become-artist': '/backstage/requests/become-artist',
  'verify-artist': '/backstage/requests/verify-artist',
  'claim-artist': '/backstage/requests/claim-artist',
};

/** Where a submitted request is shown to its author. */
export const submittedRequestPath = (id: number) => `/backstage/requests/${id}/request-submitted`;
