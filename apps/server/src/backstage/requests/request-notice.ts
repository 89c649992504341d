import type { BackstageRequestType } from '@tonearm/client/contract';
import type { AppServices } from '../../app-context';
import { escapeHtml } from '../../http/escape-html';
import { notify } from '../../notifications/notify';

/** What the requester asked for, as the notice words it. */
const ASKED: Record<BackstageRequestType, string> = {
  'become-artist': 'to become an artist',
  'verify-artist': 'to get your artist verified',
  'claim-artist': 'to claim an artist',
};

export interface HandledRequest {
  id: number;
  type: BackstageRequestType;
  outcome: 'approved' | 'denied';
  /** The artist the request is about, when it names one. */
  artistName: string | null;
  notes: string | null;
}

/**
 * Tells the requester how their request was reviewed, with the reviewer's notes: in the app always, and by mail
 * while they keep the email channel of `backstage_request_handled` on (every channel until they choose).
 */
export async function noticeOfReview(
  services: AppServices,
  requester: { id: number; email: string },
  request: HandledRequest,
): Promise<void> {
  const about = request.artistName ? ` (${request.artistName})` : '';
  const verdict = `Your request ${ASKED[request.type]}${about} was ${request.outcome}.`;
  const path = `/backstage/requests/${request.id}/request-submitted`;
  await notify(services, requester, {
    kind: 'backstage_request_handled',
    data: {
      lines: [
        { type: 'primary', content: escapeHtml(verdict) },
        ...(request.notes ? [{ content: `Notes: ${escapeHtml(request.notes)}` }] : []),
      ],
      mainAction: { action: path, label: 'View request' },
    },
    mail: {
      subject: `Your backstage request was ${request.outcome}`,
      text: [verdict, request.notes ? `Notes from the reviewer: ${request.notes}` : null, `See it: ${path}`]
        .filter((line) => line !== null)
        .join('\n\n'),
    },
  });
}
