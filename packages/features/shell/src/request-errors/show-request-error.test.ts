import { AbortedError, HttpError, NetworkError, ValidationError } from '@tonearm/client';
import { createToastApi, ToastQueue } from '@tonearm/ui';
import { describe, expect, it } from 'vitest';
import { ErrorDialogStore } from './error-dialog-store';
import { GENERIC_ERROR_MESSAGE, requestErrorMessage } from './request-error-message';
import { setRequestErrorTranslator } from './request-error-translator';
import { showRequestError } from './show-request-error';
import { toErrorDialogPayload } from './to-error-dialog-payload';

function httpError(status: number, json: unknown): HttpError {
  const bodyText = JSON.stringify(json);
  const options = { callName: 'POST test', response: new Response(bodyText, { status }), bodyText, json };
  return status === 422 ? new ValidationError(options) : new HttpError(options);
}

const appFrame = {
  flatIndex: 0,
  path: ['src', 'app.ts'],
  lineNumber: 3,
  method: 'handle',
  codeSnippet: { '3': 'throw error;' },
};

const debugTrace = {
  exception: 'RuntimeException',
  message: 'Database is down',
  trace: [
    {
      flatIndex: 0,
      path: ['src', 'app.ts'],
      lineNumber: 3,
      method: 'handle',
      codeSnippet: { '3': 'throw error;' },
    },
  ],
  totalVendorGroups: 0,
  ignitionTrace: true as const,
};

describe('requestErrorMessage', () => {
  it('prefers the first field error of a validation error', () => {
    const error = httpError(422, { message: 'The given data was invalid.', errors: { email: ['Taken.'] } });
    expect(requestErrorMessage(error)).toBe('Taken.');
  });

  it("uses the server's message when there are no field errors", () => {
    expect(requestErrorMessage(httpError(403, { message: 'This action is unauthorized.' }))).toBe(
      'This action is unauthorized.',
    );
  });

  it('falls back to the generic notice for a connection failure or an answer without a message', () => {
    expect(
      requestErrorMessage(new NetworkError({ callName: 'POST test', cause: new TypeError('fetch failed') })),
    ).toBe(GENERIC_ERROR_MESSAGE);
    expect(requestErrorMessage(httpError(500, {}))).toBe('There was an issue. Please try again.');
  });
});

describe('showRequestError', () => {
  it('opens the error dialog, not a toast, when the answer carries a debug trace', () => {
    const dialog = new ErrorDialogStore();
    showRequestError(httpError(500, debugTrace), { dialog, toasts: createToastApi(new ToastQueue()) });
    expect(dialog.get()).toEqual(debugTrace);
  });

  it('leaves the dialog closed for an aborted request', () => {
    const dialog = new ErrorDialogStore();
    const queue = new ToastQueue();
    showRequestError(new AbortedError({ callName: 'GET test' }), { dialog, toasts: createToastApi(queue) });
    expect(queue.getSnapshot()).toBeNull();
    expect(dialog.get()).toBeNull();
  });
});

describe('ErrorDialogStore', () => {
  it('notifies when opened and dismissed', () => {
    const dialog = new ErrorDialogStore();
    const seen: Array<unknown> = [];
    dialog.subscribe(() => seen.push(dialog.get()));
    dialog.open(debugTrace);
    dialog.dismiss();
    expect(seen).toEqual([debugTrace, null]);
  });
});

describe('showRequestError toasts', () => {
  it("shows a danger toast with the server's message and its action", () => {
    const queue = new ToastQueue();
    const dialog = new ErrorDialogStore();
    const error = httpError(402, {
      message: 'Upgrade to add more.',
      action: { label: 'Upgrade', action: '/pricing' },
    });
    showRequestError(error, { dialog, toasts: createToastApi(queue) });
    expect(dialog.get()).toBeNull();
    expect(queue.getSnapshot()).toMatchObject({
      type: 'danger',
      message: 'Upgrade to add more.',
      duration: 8000,
      action: { label: 'Upgrade', href: '/pricing' },
    });
  });

  it('shows the generic notice for an answer without a message', () => {
    const queue = new ToastQueue();
    showRequestError(httpError(500, {}), { dialog: new ErrorDialogStore(), toasts: createToastApi(queue) });
    expect(queue.getSnapshot()).toMatchObject({ type: 'danger', message: GENERIC_ERROR_MESSAGE });
  });

  it("writes the generic notice in the visitor's language and the server's message as the server wrote it", () => {
    const german = (line: string) =>
      line === GENERIC_ERROR_MESSAGE
        ? 'Es ist ein Problem aufgetreten. Bitte versuche es erneut.'
        : `[${line}]`;
    const generic = new ToastQueue();
    showRequestError(httpError(500, {}), {
      dialog: new ErrorDialogStore(),
      toasts: createToastApi(generic),
      trans: german,
    });
    expect(generic.getSnapshot()?.message).toBe('Es ist ein Problem aufgetreten. Bitte versuche es erneut.');
    const fromServer = new ToastQueue();
    showRequestError(httpError(403, { message: 'This action is unauthorized.' }), {
      dialog: new ErrorDialogStore(),
      toasts: createToastApi(fromServer),
      trans: german,
    });
    expect(fromServer.getSnapshot()?.message).toBe('This action is unauthorized.');
  });

  it('uses the translator the shell frame set when none is passed', () => {
    const queue = new ToastQueue();
    setRequestErrorTranslator(() => 'Fehler');
    try {
      showRequestError(httpError(500, {}), { dialog: new ErrorDialogStore(), toasts: createToastApi(queue) });
    } finally {
      setRequestErrorTranslator(null);
    }
    expect(queue.getSnapshot()?.message).toBe('Fehler');
  });
});

describe('toErrorDialogPayload', () => {
  it('joins the path segments and keeps vendor groups', () => {
    const frame = {
      flatIndex: 1,
      path: ['vendor', 'hono', 'index.js'],
      lineNumber: 9,
      method: 'dispatch',
      codeSnippet: {},
    };
    expect(
      toErrorDialogPayload({
        ...debugTrace,
        trace: [appFrame, { vendorGroup: true, items: [frame] }],
      }),
    ).toEqual({
      exception: 'RuntimeException',
      message: 'Database is down',
      totalVendorGroups: 0,
      trace: [
        {
          flatIndex: 0,
          path: 'src/app.ts',
          lineNumber: 3,
          method: 'handle',
          codeSnippet: { '3': 'throw error;' },
        },
        { vendorGroup: true, items: [{ ...frame, path: 'vendor/hono/index.js' }] },
      ],
    });
  });
});
