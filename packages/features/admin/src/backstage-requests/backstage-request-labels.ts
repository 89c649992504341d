import type {
  ArtistMemberRole,
  BackstageRequestStatus,
  BackstageRequestType,
} from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** What each request asks for, in the reader's language. */
export const typeLabels = (trans: Translate): Record<BackstageRequestType, string> => ({
  'become-artist': trans('Become artist'),
  'verify-artist': trans('Verify artist'),
  'claim-artist': trans('Claim artist'),
});

/** Where a request stands, in the reader's language. */
export const statusLabels = (trans: Translate): Record<BackstageRequestStatus, string> => ({
  pending: trans('Pending'),
  approved: trans('Approved'),
  denied: trans('Denied'),
});

/** The status dot's colour: pending amber, approved green, denied red. */
export const STATUS_DOTS: Record<BackstageRequestStatus, string> = {
  pending: 'bg-amber-500',
  approved: 'bg-positive',
  denied: 'bg-danger',
};

/** The roles a claim names, in the reader's language. */
export const roleLabels = (trans: Translate): Record<ArtistMemberRole, string> => ({
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
