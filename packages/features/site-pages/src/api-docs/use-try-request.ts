import type { OpenApiMethod } from '@tonearm/client/contract';
import { useState } from 'react';
import { hasRequestBody, requestPath } from './api-reference';
import { type FetchPort, sendTryRequest, type TryResponse } from './try-request';

/** Why a request could not be sent; the panel words it in the visitor's language. */
export type TryRequestFailure = 'invalid-json' | 'not-sent';

export interface TryRequestState {
  pathValues: Record<string, string>;
  queryValues: Record<string, string>;
  body: string;
  setPathValue(name: string, value: string): void;
  setQueryValue(name: string, value: string): void;
  setBody(body: string): void;
  /** The path the request goes to, parameters filled in. */
  target: string;
  send(): Promise<void>;
  isSending: boolean;
  response: TryResponse | null;
  /** Why the request could not be sent at all: a body that is not JSON, or no answer (offline, refused by the browser). */
  failure: TryRequestFailure | null;
}

export interface TryRequestOptions {
  method: OpenApiMethod;
  path: string;
  token: string;
  initialBody: string;
  fetchPort?: FetchPort;
}

/** The state of one operation's "Try it" form: its parameters and body, the request in flight and the answer. */
export function useTryRequest({
  method,
  path,
  token,
  initialBody,
  fetchPort,
}: TryRequestOptions): TryRequestState {
  const [pathValues, setPathValues] = useState<Record<string, string>>({});
  const [queryValues, setQueryValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(initialBody);
  const [isSending, setSending] = useState(false);
  const [response, setResponse] = useState<TryResponse | null>(null);
  const [failure, setFailure] = useState<TryRequestFailure | null>(null);
  const target = requestPath(path, pathValues, queryValues);

  const send = async () => {
    if (isSending) return;
    const withBody = hasRequestBody(method) && body.trim() !== '';
    if (withBody) {
      try {
        JSON.parse(body);
      } catch {
        setResponse(null);
        setFailure('invalid-json');
        return;
      }
    }
    setSending(true);
    setFailure(null);
    try {
      const url = new URL(target, window.location.origin).href;
      setResponse(await sendTryRequest({ method, url, token, ...(withBody ? { body } : {}) }, fetchPort));
    } catch {
      setResponse(null);
      setFailure('not-sent');
    } finally {
      setSending(false);
    }
  };

  return {
    pathValues,
    queryValues,
    body,
    setPathValue: (name, value) => setPathValues((values) => ({ ...values, [name]: value })),
    setQueryValue: (name, value) => setQueryValues((values) => ({ ...values, [name]: value })),
    setBody,
    target,
    send,
    isSending,
    response,
    failure,
  };
}
