import type { BackstageRequestType } from '@tonearm/client/contract';
import type { AppServices } from '../../app-context';
import { escapeHtml } from '../../http/escape-html';
import type { MailTranslate } from '../../mail/mail-trans';
import { notify } from '../../notifications/notify';

/**
 * The verdict in the requester's language, one whole sentence per outcome so a translation can order it freely;
 * the notification and the mail say it alike.
 */
const VERDICTS: Record<
  BackstageRequestType,
  (trans: MailTranslate, values: { outcome: string; about: string }) => string
> = {
  'become-artist': (trans, values) =>
    trans(
      '{outcome, select, approved {Your request to become an artist:about was approved.} other {Your request to become an artist:about was denied.}}',
      values,
    ),
  'verify-artist': (trans, values) =>
    trans(
      '{outcome, select, approved {Your request to get your artist verified:about was approved.} other {Your request to get your artist verified:about was denied.}}',
      values,
    ),
  'claim-artist': (trans, values) =>
    trans(
      '{outcome, select, approved {Your request to claim an artist:about was approved.} other {Your request to claim an artist:about was denied.}}',
      values,
    ),
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
  const path = `/backstage/requests/${request.id}/request-submitted`;
  const verdict = VERDICTS[request.type];
  await notify(services, requester, {
    kind: 'backstage_request_handled',
    // The notification's lines are HTML: the values are escaped before they are placed.
    data: (trans) => ({
      lines: [
        { type: 'primary', content: verdict(trans, { outcome: request.outcome, about: escapeHtml(about) }) },
        ...(request.notes ? [{ content: trans('Notes: :notes', { notes: escapeHtml(request.notes) }) }] : []),
      ],
      mainAction: { action: path, label: trans('View request') },
    }),
    mail: (trans) => ({
      subject: trans(
        '{outcome, select, approved {Your backstage request was approved} other {Your backstage request was denied}}',
        { outcome: request.outcome },
      ),
      text: [
        verdict(trans, { outcome: request.outcome, about }),
        request.notes ? trans('Notes from the reviewer: :notes', { notes: request.notes }) : null,
        trans('See it: :link', { link: path }),
      ]
        .filter((line) => line !== null)
        .join('\n\n'),
    }),
  });
}
