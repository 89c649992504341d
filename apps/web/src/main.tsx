import { createHttpClient } from '@tonearm/client';
import { pageStorage } from '@tonearm/player';
import { BootstrapStore, loadBootstrapData, watchForSuspension } from '@tonearm/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { activeWorkspaceId } from './active-workspace-id';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { renderBootFailure } from './boot-failure';
import { startErrorReporting } from './error-reporting/start-error-reporting';
import { forgetKeptTracksOfOthers } from './offline/forget-kept-tracks';
import './styles.css';

async function boot(container: HTMLElement) {
  const http = createHttpClient({
    baseUrl: window.location.origin,
    workspaceId: activeWorkspaceId(document),
    // A call refused because the account was just suspended reloads the tab into the suspended screen.
    fetch: watchForSuspension(() => window.location.reload()),
  });
  const bootstrap = new BootstrapStore(await loadBootstrapData(document, http));
  // Beside the first render, never in its way: a reporting service that fails to load changes nothing.
  startErrorReporting(bootstrap.get().settings).catch(() => undefined);
  forgetKeptTracksOfOthers(bootstrap, {
    forget: () =>
      import('@tonearm/player/offline').then(({ pageOfflineLibrary }) => pageOfflineLibrary()?.clear()),
    settings: pageStorage(),
  });
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <AppProviders http={http} bootstrap={bootstrap}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The offline app (`service-worker/sw.ts`), once the page has loaded, so it never delays the first visit.
if (import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () => void navigator.serviceWorker?.register('/sw.js').catch(() => undefined),
  );
}

const container = document.getElementById('root');
if (container) {
  boot(container).catch((error: unknown) => renderBootFailure(container, error));
}
