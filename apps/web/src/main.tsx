import { createHttpClient } from '@tonearm/client';
import { BootstrapStore, loadBootstrapData, refreshBootstrapData, watchForSuspension } from '@tonearm/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { activeWorkspaceId } from './active-workspace-id';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { renderBootFailure } from './boot-failure';
import './styles.css';

async function boot(container: HTMLElement) {
  let bootstrap: BootstrapStore | null = null;
  const http = createHttpClient({
    baseUrl: window.location.origin,
    workspaceId: activeWorkspaceId(document),
    // A call refused because the account was just suspended turns the open tab into the suspended screen.
    fetch: watchForSuspension(async () => {
      if (bootstrap) await refreshBootstrapData(http, bootstrap);
    }),
  });
  bootstrap = new BootstrapStore(await loadBootstrapData(document, http));
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <AppProviders http={http} bootstrap={bootstrap}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) {
  boot(container).catch((error: unknown) => renderBootFailure(container, error));
}
