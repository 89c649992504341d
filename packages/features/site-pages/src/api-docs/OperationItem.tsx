import { useTrans } from '@tonearm/shell';
import { Disclosure, DisclosurePanel, DisclosureTrigger } from '@tonearm/ui';
import { type ApiEntry, exampleFor, hasRequestBody } from './api-reference';
import { MethodBadge } from './MethodBadge';
import { SchemaBlock } from './SchemaBlock';
import { TryItPanel } from './TryItPanel';
import type { FetchPort } from './try-request';

export interface OperationItemProps {
  entry: ApiEntry;
  token: string;
  fetchPort?: FetchPort;
}

/** One operation: its method, path and summary as a disclosure; opened, its schemas and a form to try it. */
export function OperationItem({ entry, token, fetchPort }: OperationItemProps) {
  const { trans } = useTrans();
  const { operation, method, path } = entry;
  const requestMedia = Object.entries(operation.requestBody?.content ?? {})[0];
  const responses = Object.entries(operation.responses);
  const success = responses.find(([status]) => status.startsWith('2'));
  const successSchema = Object.values(success?.[1].content ?? {})[0]?.schema;
  const initialBody =
    hasRequestBody(method) && requestMedia?.[0] === 'application/json'
      ? JSON.stringify(exampleFor(requestMedia[1].schema), null, 2)
      : '';
  return (
    <Disclosure className="rounded-ui border" data-operation={entry.id}>
      <DisclosureTrigger level={3} className="flex-wrap gap-x-3 gap-y-1 px-3 py-2">
        <MethodBadge method={method} />
        <code className="break-all font-mono text-sm">{path}</code>
        {operation.summary && <span className="text-muted-foreground">{operation.summary}</span>}
      </DisclosureTrigger>
      <DisclosurePanel className="flex flex-col gap-4 px-3 pb-3">
        {operation.description && <p className="text-muted-foreground">{operation.description}</p>}
        {requestMedia?.[1].schema && (
          <div className="flex flex-col gap-1.5">
            <h4 className="font-semibold text-sm">
              {trans('Request body')}{' '}
              <span className="font-normal text-muted-foreground">{requestMedia[0]}</span>
            </h4>
            <SchemaBlock label={trans('Request body schema')} schema={requestMedia[1].schema} />
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <h4 className="font-semibold text-sm">{trans('Responses')}</h4>
          <ul className="flex flex-col gap-1">
            {responses.map(([status, response]) => (
              <li key={status} className="flex gap-2">
                <span className="w-10 shrink-0 font-mono">{status}</span>
                <span className="text-muted-foreground">{response.description}</span>
              </li>
            ))}
          </ul>
          {successSchema && <SchemaBlock label={trans('Response body schema')} schema={successSchema} />}
        </div>
        <TryItPanel
          method={method}
          path={path}
          parameters={operation.parameters ?? []}
          token={token}
          initialBody={initialBody}
          {...(fetchPort ? { fetchPort } : {})}
        />
      </DisclosurePanel>
    </Disclosure>
  );
}
