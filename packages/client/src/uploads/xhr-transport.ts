import { AbortedError } from '../errors/aborted-error';
import { NetworkError } from '../errors/network-error';
import type { TransportRequest, TransportResponse, UploadTransport } from './ports';

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colonAt = line.indexOf(':');
    if (colonAt <= 0) continue;
    headers.append(line.slice(0, colonAt).trim(), line.slice(colonAt + 1).trim());
  }
  return headers;
}

function send(request: TransportRequest): Promise<TransportResponse> {
  const { method, url, callName, headers = {}, body, withCredentials = false, signal } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new AbortedError({ callName, cause: signal.reason }));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(method, url);
    xhr.withCredentials = withCredentials;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const { onUploadProgress } = request;
    if (onUploadProgress !== undefined) {
      xhr.upload.addEventListener('progress', (event) => onUploadProgress(event.loaded));
    }
    xhr.addEventListener('load', () => {
      settle();
      resolve({
        status: xhr.status,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
        bodyText: xhr.responseText,
      });
    });
    // XHR reports a refused, reset or CORS-blocked request the same way, with no detail to pass on.
    xhr.addEventListener('error', () => {
      settle();
      reject(new NetworkError({ callName }));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new AbortedError({ callName, cause: signal?.reason }));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body ?? null);
  });
}

/**
 * The browser transport: `XMLHttpRequest`, the one browser API that reports upload progress on every engine and
 * over HTTP/1.1 (a streamed `fetch` body needs HTTP/2 and is Chromium-only).
 */
export function createXhrTransport(): UploadTransport {
  return { send };
}
