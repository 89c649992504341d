import type { BackstageRequest } from '@tonearm/client/contract';
import { formatBytes } from '@tonearm/client/rules';
import { useFormatDate, useTrans } from '@tonearm/shell';
import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { roleLabels, STATUS_DOTS, statusLabels, typeLabels } from '../backstage-request-labels';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-muted-foreground text-sm sm:w-44 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** "Request details": everything the requester submitted, and the review once there is one. */
export function RequestDetails({ request }: { request: BackstageRequest }) {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  return (
    <section aria-labelledby="request-details" className="flex flex-col gap-3">
      <h2 id="request-details" className="font-semibold text-lg">
        {trans('Request details')}
      </h2>
      <dl className="flex flex-col gap-3 rounded-ui border border-border p-4">
        <Row term={trans('Type')}>{typeLabels(trans)[request.type]}</Row>
        <Row term={trans('Status')}>
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`size-2 rounded-full ${STATUS_DOTS[request.status]}`} />
            {statusLabels(trans)[request.status]}
          </span>
        </Row>
        <Row term={trans('Requester')}>{`${request.user.name} (${request.user.email})`}</Row>
        {request.artist ? (
          <Row term={trans('Artist')}>
            {request.artist.verified
              ? trans(':name (verified)', { name: request.artist.name })
              : request.artist.name}
          </Row>
        ) : null}
        {request.artist_name ? <Row term={trans('Requested artist name')}>{request.artist_name}</Row> : null}
        {request.role ? <Row term={trans('Requested role')}>{roleLabels(trans)[request.role]}</Row> : null}
        <Row term={trans('First name')}>{request.first_name}</Row>
        <Row term={trans('Last name')}>{request.last_name}</Row>
        <Row term={trans('Company')}>{request.company ?? '—'}</Row>
        <Row term={trans('Avatar')}>
          {request.avatar ? (
            <img
              src={request.avatar}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-full object-cover"
            />
          ) : (
            '—'
          )}
        </Row>
        <Row term={trans('Requested at')}>{formatDate(request.created_at, 'timestamp')}</Row>
        {request.handled_at ? (
          <Row term={trans('Reviewed at')}>{formatDate(request.handled_at, 'timestamp')}</Row>
        ) : null}
        {request.notes ? <Row term={trans('Notes')}>{request.notes}</Row> : null}
      </dl>
    </section>
  );
}

/** "Attached verification": the identity document, shown and opened full size, and the social profiles. */
export function AttachedVerification({ request }: { request: BackstageRequest }) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="attached-verification" className="flex flex-col gap-3">
      <h2 id="attached-verification" className="font-semibold text-lg">
        {trans('Attached verification')}
      </h2>
      {request.proof ? (
        <figure className="flex flex-col gap-2">
          <a
            href={request.proof.url}
            target="_blank"
            rel="noreferrer"
            className="self-start rounded-ui outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
          >
            <img
              src={request.proof.url}
              alt={trans('Identity document of :name', { name: request.user.name })}
              className="max-h-80 max-w-full rounded-ui border border-border object-contain"
            />
          </a>
          <figcaption className="break-all text-muted-foreground text-sm">
            {`${request.proof.name} · ${formatBytes(request.proof.size, locale)}`}
          </figcaption>
        </figure>
      ) : (
        <p className="text-muted-foreground">{trans('The identity document was removed.')}</p>
      )}
      {request.links.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {request.links.map((link) => (
            <li key={link} className="break-all">
              <a href={link} target="_blank" rel="noreferrer" className="text-primary underline">
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{trans('No social profiles were given.')}</p>
      )}
    </section>
  );
}
