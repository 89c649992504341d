import type { OpenApiMethod, OpenApiParameter } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button, TextField } from '@tonearm/ui';
import { Form } from 'react-aria-components';
import { hasRequestBody } from './api-reference';
import { JsonBodyField } from './JsonBodyField';
import { SchemaBlock } from './SchemaBlock';
import type { FetchPort } from './try-request';
import { useTryRequest } from './use-try-request';

export interface TryItPanelProps {
  method: OpenApiMethod;
  path: string;
  parameters: OpenApiParameter[];
  /** The personal access token the page holds; empty to call as a visitor. */
  token: string;
  /** A starting request body. */
  initialBody: string;
  /** The `fetch` requests go through; the browser's own when omitted. */
  fetchPort?: FetchPort;
}

/** A form that sends one operation's request with the page's access token and shows the answer. */
export function TryItPanel({ method, path, parameters, token, initialBody, fetchPort }: TryItPanelProps) {
  const { trans } = useTrans();
  const request = useTryRequest({ method, path, token, initialBody, ...(fetchPort ? { fetchPort } : {}) });
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = parameters.filter((parameter) => parameter.in === 'query');
  return (
    <section aria-label={trans('Try it')} className="flex flex-col gap-3 rounded-ui border p-3">
      <h4 className="font-semibold text-sm">{trans('Try it')}</h4>
      <Form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void request.send();
        }}
      >
        {inPath.map((parameter) => (
          <TextField
            key={parameter.name}
            size="sm"
            label={parameter.name}
            isRequired
            value={request.pathValues[parameter.name] ?? ''}
            onChange={(value) => request.setPathValue(parameter.name, value)}
          />
        ))}
        {inQuery.map((parameter) => (
          <TextField
            key={parameter.name}
            size="sm"
            label={`${parameter.name} ${trans('(query, optional)')}`}
            value={request.queryValues[parameter.name] ?? ''}
            onChange={(value) => request.setQueryValue(parameter.name, value)}
          />
        ))}
        {hasRequestBody(method) && (
          <JsonBodyField
            label={trans('Request body (JSON)')}
            value={request.body}
            onChange={request.setBody}
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" isPending={request.isSending}>
            {trans('Send request')}
          </Button>
          <code className="break-all text-muted-foreground text-xs">
            {method.toUpperCase()} {request.target}
          </code>
        </div>
      </Form>
      <div aria-live="polite" className="flex flex-col gap-2">
        {request.failure && (
          <p className="text-danger text-sm">
            {request.failure === 'invalid-json'
              ? trans('The request body is not valid JSON.')
              : trans('The request could not be sent. Check your connection and try again.')}
          </p>
        )}
        {request.response && (
          <>
            <p className="font-medium text-sm">
              {trans('Response')}: <span data-slot="response-status">{request.response.status}</span>{' '}
              {request.response.statusText}
            </p>
            {request.response.body && (
              <SchemaBlock label={trans('Response body')} schema={request.response.body} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
