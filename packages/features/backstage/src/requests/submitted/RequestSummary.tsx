import type { BackstageRequest } from '@tonearm/client/contract';
import { formatBytes } from '@tonearm/client/rules';
import { useFormatDate, useTrans } from '@tonearm/shell';
import { Badge } from '@tonearm/ui';
import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import {
  memberRoleLabels,
  REQUEST_STATUS_TONES,
  requestStatusLabels,
  requestTypeLabels,
} from '../request-labels';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-muted-foreground text-sm sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** What the user sent and where the request stands, as a list of terms. */
export function RequestSummary({ request }: { request: BackstageRequest }) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const formatDate = useFormatDate();
  const artist = request.artist?.name ?? request.artist_name;
  return (
    <dl className="flex flex-col gap-3 rounded-ui border border-border p-4" data-slot="request-summary">
      <Row term={trans('Status')}>
        <Badge tone={REQUEST_STATUS_TONES[request.status]}>
          {requestStatusLabels(trans)[request.status]}
        </Badge>
      </Row>
      <Row term={trans('Request')}>{requestTypeLabels(trans)[request.type]}</Row>
      {artist ? <Row term={trans('Artist')}>{artist}</Row> : null}
      {request.role ? <Row term={trans('Role')}>{memberRoleLabels(trans)[request.role]}</Row> : null}
      <Row term={trans('Name')}>{`${request.first_name} ${request.last_name}`}</Row>
      {request.avatar ? (
        <Row term={trans('Avatar')}>
          <img
            src={request.avatar}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-full object-cover"
          />
        </Row>
      ) : null}
      {request.company ? <Row term={trans('Company')}>{request.company}</Row> : null}
      {request.links.length > 0 ? (
        <Row term={trans('Social profiles')}>
          <ul className="flex flex-col gap-1">
            {request.links.map((link) => (
              <li key={link} className="break-all">
                {link}
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
      {request.proof ? (
        <Row term={trans('Identity document')}>
          {`${request.proof.name} · ${formatBytes(request.proof.size, locale)}`}
        </Row>
      ) : null}
      <Row term={trans('Sent')}>{formatDate(request.created_at, 'timestamp')}</Row>
      {request.notes ? <Row term={trans('Notes from the reviewer')}>{request.notes}</Row> : null}
    </dl>
  );
}
