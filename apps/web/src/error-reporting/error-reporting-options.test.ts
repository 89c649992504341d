// @vitest-environment jsdom
import * as Sentry from '@sentry/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { errorReportingOptions, TRACES_SAMPLE_RATE } from './error-reporting-options';

const DSN = 'https://0123abcd@errors.example.com/42';

/** Starts the real client with these options, keeping what it would send instead of sending it. */
function startRecording(): string[] {
  const sent: string[] = [];
  const decoder = new TextDecoder();
  Sentry.init({
    ...errorReportingOptions(DSN),
    // Of the default integrations, the one that applies the ignore rules, as in the app.
    defaultIntegrations: false,
    integrations: [Sentry.eventFiltersIntegration()],
    transport: (options) =>
      Sentry.createTransport(options, async (request) => {
        sent.push(typeof request.body === 'string' ? request.body : decoder.decode(request.body));
        return { statusCode: 200 };
      }),
  });
  return sent;
}

const report = async (error: Error) => {
  Sentry.captureException(error);
  await Sentry.flush(2000);
};

afterEach(async () => {
  await Sentry.close();
});

describe('error reporting', () => {
  it('traces a fifth of page loads', () => {
    expect(errorReportingOptions(DSN)).toMatchObject({ dsn: DSN, tracesSampleRate: 0.2 });
    expect(TRACES_SAMPLE_RATE).toBe(0.2);
  });

  it("reports the app's own errors", async () => {
    const sent = startRecording();
    await report(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("Cannot read properties of undefined (reading 'id')");
  });

  it.each([
    [
      'a chunk that failed to load',
      new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
    ],
    ['a chunk that failed to load in Firefox', new TypeError('error loading dynamically imported module')],
    ['a chunk that failed to load in Safari', new TypeError('Importing a module script failed.')],
    ['a ResizeObserver loop', new Error('ResizeObserver loop completed with undelivered notifications.')],
    ['a cancelled share', new DOMException('Share canceled', 'AbortError')],
  ])('ignores %s', async (_kind, error) => {
    const sent = startRecording();
    await report(error as Error);
    expect(sent).toEqual([]);
  });

  it("ignores errors thrown by a browser extension's script", () => {
    const { denyUrls } = errorReportingOptions(DSN);
    const fromExtension = (url: string) => denyUrls.some((pattern) => pattern.test(url));
    expect(fromExtension('chrome-extension://abcdef/content.js')).toBe(true);
    expect(fromExtension('moz-extension://1234/script.js')).toBe(true);
    expect(fromExtension('https://music.example.com/assets/app.js')).toBe(false);
  });
});
