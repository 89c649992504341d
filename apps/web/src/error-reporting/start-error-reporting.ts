import type { Settings } from '@tonearm/client/contract';

/**
 * Starts reporting the app's errors to the Sentry DSN the settings name (`logging.sentry_public`). The client and
 * its options are loaded only then, so a site without error reporting never downloads them. Resolves once
 * reporting runs, or at once when there is nothing to report to.
 */
export async function startErrorReporting(settings: Pick<Settings, 'logging'>): Promise<void> {
  const dsn = settings.logging?.sentry_public;
  if (!dsn) return;
  const [Sentry, { errorReportingOptions }] = await Promise.all([
    import('@sentry/browser'),
    import('./error-reporting-options'),
  ]);
  Sentry.init({
    ...errorReportingOptions(dsn),
    integrations: [Sentry.browserTracingIntegration()],
  });
}
