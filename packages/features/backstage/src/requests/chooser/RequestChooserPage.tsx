import type { BackstageRequest } from '@tonearm/client/contract';
import { useSettings, useTrans } from '@tonearm/shell';
import { Badge, ButtonLink, Spinner } from '@tonearm/ui';
import { Link } from 'react-aria-components';
import { RequestPageFrame } from '../RequestPageFrame';
import {
  REQUEST_FORM_PATHS,
  REQUEST_STATUS_TONES,
  requestStatusLabels,
  requestTypeLabels,
  submittedRequestPath,
} from '../request-labels';
import { useMyRequests } from '../use-my-requests';

interface ChoiceProps {
  title: string;
  description: string;
  href: string;
}

/** One big choice: its whole card is the link, so the target is large and the name is the title. */
function Choice({ title, description, href }: ChoiceProps) {
  return (
    <li className="flex">
      <Link
        href={href}
        className="flex w-full flex-col gap-2 rounded-ui border border-border p-6 outline-hidden transition-colors hover:bg-muted data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid data-[focus-visible]:outline-offset-2"
      >
        <span className="font-semibold text-lg">{title}</span>
        <span className="text-muted-foreground text-sm">{description}</span>
      </Link>
    </li>
  );
}

/** The user's earlier requests, each leading to its page with its status. */
function EarlierRequests({ requests }: { requests: readonly BackstageRequest[] }) {
  const { trans } = useTrans();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="earlier-requests" className="flex flex-col gap-3">
      <h2 id="earlier-requests" className="font-semibold text-lg">
        {trans('Your requests')}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-ui border border-border">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{requestTypeLabels(trans)[request.type]}</span>
              <span className="break-words text-muted-foreground text-sm">
                {request.artist?.name ?? request.artist_name ?? ''}
              </span>
            </span>
            <span className="flex items-center gap-3">
              <Badge tone={REQUEST_STATUS_TONES[request.status]}>
                {requestStatusLabels(trans)[request.status]}
              </Badge>
              <ButtonLink href={submittedRequestPath(request.id)} variant="outline" size="sm">
                {trans('View')}
              </ButtonLink>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/backstage/requests` (doc 001 §2): what a listener may ask for. "Become an artist", or "Get verified" once they
 * speak for an artist, and "Claim an existing artist"; below, their earlier requests and where each stands.
 */
export function RequestChooserPage() {
  const { trans } = useTrans();
  const settings = useSettings();
  const mine = useMyRequests();
  const siteName = settings.branding?.site_name ?? 'Tonearm';
  const hasArtist = (mine.data?.artists.length ?? 0) > 0;
  return (
    <RequestPageFrame
      heading={trans('Get access to :site for artists', { site: siteName })}
      intro={trans('Tell us who you are, and we will review your request.')}
    >
      {mine.data ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {hasArtist ? (
              <Choice
                title={requestTypeLabels(trans)['verify-artist']}
                description={trans('Ask for the verified badge on the artist you speak for.')}
                href={REQUEST_FORM_PATHS['verify-artist']}
              />
            ) : (
              <Choice
                title={requestTypeLabels(trans)['become-artist']}
                description={trans('Create your artist profile, upload your music and watch its numbers.')}
                href={REQUEST_FORM_PATHS['become-artist']}
              />
            )}
            <Choice
              title={requestTypeLabels(trans)['claim-artist']}
              description={trans('Speak for an artist already on :site, as the artist or their team.', {
                site: siteName,
              })}
              href={REQUEST_FORM_PATHS['claim-artist']}
            />
          </ul>
          <EarlierRequests requests={mine.data.requests} />
        </>
      ) : mine.error ? (
        <p role="alert">{trans('Your requests could not be loaded. Reload the page to try again.')}</p>
      ) : (
        <Spinner aria-label={trans('Loading your requests')} />
      )}
    </RequestPageFrame>
  );
}
