import type { BackstageRequest } from '@tonearm/client/contract';
import { NotFoundPage, useTrans } from '@tonearm/shell';
import { ButtonLink, Spinner } from '@tonearm/ui';
import { useParams } from 'react-router';
import { RequestPageFrame } from '../RequestPageFrame';
import { RequestSummary } from './RequestSummary';
import { useSubmittedRequest } from './use-submitted-request';

/** The heading and the words under it for each status. */
function outcomeOf(request: BackstageRequest, trans: (line: string) => string) {
  if (request.status === 'approved') {
    return {
      heading: trans('Your request was approved'),
      lines: [trans('Welcome backstage: you can now upload your music.')],
    };
  }
  if (request.status === 'denied') {
    return {
      heading: trans('Your request was denied'),
      lines: [
        request.notes
          ? trans('The reviewer’s notes below say why.')
          : trans('The reviewer left no notes. You may send a new request.'),
      ],
    };
  }
  return {
    heading: trans('We’ve got your request'),
    lines: [
      trans('We will review it within a few days and tell you by email and in your notifications.'),
      trans('There is no need to send it again while it waits.'),
      trans('If the artist’s profile is already claimed, ask its team to invite you.'),
    ],
  };
}

/**
 * `/backstage/requests/{id}/request-submitted`: the request and where it stands (pending, approved, denied), with
 * the reviewer's notes. Only its author and reviewers see it; anyone else gets the not-found page.
 */
export function RequestSubmittedPage() {
  const { trans } = useTrans();
  const { requestId } = useParams();
  const { request, error, notFound } = useSubmittedRequest(Number(requestId));
  if (notFound) return <NotFoundPage />;
  if (!request) {
    return (
      <RequestPageFrame heading={trans('Your request')}>
        {error ? (
          <p role="alert">{trans('Your request could not be loaded. Reload the page to try again.')}</p>
        ) : (
          <Spinner aria-label={trans('Loading your request')} />
        )}
      </RequestPageFrame>
    );
  }
  const outcome = outcomeOf(request, trans);
  return (
    <RequestPageFrame heading={outcome.heading}>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {outcome.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <RequestSummary request={request} />
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/" size="lg">
          {trans('Got it')}
        </ButtonLink>
        <ButtonLink href="/backstage/requests" variant="ghost" size="lg">
          {trans('All your requests')}
        </ButtonLink>
      </div>
    </RequestPageFrame>
  );
}
