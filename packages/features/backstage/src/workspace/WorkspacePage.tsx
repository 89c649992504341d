import { type CatalogueEndpoints, CatalogueEndpointsProvider } from '@tonearm/admin/catalogue-editors';
import type { ReactNode } from 'react';
import { WORKSPACE_ENDPOINTS } from './workspace-endpoints';

export interface WorkspacePageProps {
  children: ReactNode;
  /** Lay the page out in the workspace's width; off for a screen that sets its own. @default true */
  contained?: boolean;
  /** The endpoints the catalogue's components use. @default the workspace's (`WORKSPACE_ENDPOINTS`) */
  endpoints?: CatalogueEndpoints;
}

/** A workspace screen: the catalogue's components talking to the artist's endpoints. */
export function WorkspacePage({
  children,
  contained = true,
  endpoints = WORKSPACE_ENDPOINTS,
}: WorkspacePageProps) {
  return (
    <CatalogueEndpointsProvider endpoints={endpoints}>
      {contained ? (
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6 md:py-10">{children}</div>
      ) : (
        children
      )}
    </CatalogueEndpointsProvider>
  );
}
