import { StatusMessage, useTrans } from '@tonearm/shell';
import { Button, PasswordField, SearchField, Skeleton } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { apiEntries, apiSections } from './api-reference';
import { OperationItem } from './OperationItem';
import type { FetchPort } from './try-request';
import { useApiDocument } from './use-api-document';

/** An id for a tag's heading: tags may hold spaces, ids may not. */
const tagHeadingId = (tag: string) => `api-tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export interface ApiDocsPageProps {
  /** The `fetch` "Try it" requests go through; the browser's own when omitted. */
  fetchPort?: FetchPort;
}

/**
 * /api-docs (doc 001 §2, `api.access`): the server's OpenAPI document, its operations grouped by tag and filterable,
 * each with its schemas and a form that tries it with a personal access token.
 */
export function ApiDocsPage({ fetchPort }: ApiDocsPageProps) {
  const { trans } = useTrans();
  const { document, error, retry } = useApiDocument();
  const [token, setToken] = useState('');
  const [query, setQuery] = useState('');
  const entries = useMemo(() => (document ? apiEntries(document) : []), [document]);
  const sections = useMemo(() => apiSections(entries, query), [entries, query]);

  if (error) {
    return (
      <StatusMessage
        title={trans('There was an issue loading this page')}
        description={trans('Please try again later')}
        action={<Button onPress={retry}>{trans('Try again')}</Button>}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{trans('API documentation')}</h1>
        {document ? (
          <p className="text-muted-foreground">
            {document.info.title} · {trans('version')} {document.info.version} ·{' '}
            <a href="/api/v1/openapi.json" className="text-primary underline">
              {trans('OpenAPI document')}
            </a>
          </p>
        ) : null}
        {document?.info.description && <p>{document.info.description}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={trans('Personal access token')}
          description={trans('Create one under Account settings → Developers. It stays on this page only.')}
          autoComplete="off"
          value={token}
          onChange={setToken}
        />
        <SearchField label={trans('Filter operations')} value={query} onChange={setQuery} />
      </div>
      {!document ? (
        <div
          role="status"
          aria-label={trans('Loading the API documentation')}
          className="flex flex-col gap-3"
        >
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
        <>
          <p aria-live="polite" className="text-muted-foreground text-sm">
            {trans('{count, plural, one {# operation} other {# operations}}', {
              count: String(sections.reduce((sum, s) => sum + s.entries.length, 0)),
            })}
          </p>
          {sections.map((section) => (
            <section
              key={section.tag}
              aria-labelledby={tagHeadingId(section.tag)}
              className="flex flex-col gap-2"
            >
              <h2 id={tagHeadingId(section.tag)} className="font-semibold text-xl">
                {section.tag}
              </h2>
              {section.entries.map((entry) => (
                <OperationItem
                  key={entry.id}
                  entry={entry}
                  token={token}
                  {...(fetchPort ? { fetchPort } : {})}
                />
              ))}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
