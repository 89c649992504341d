import { useHttpClient } from '@tonearm/client/react';
import { useBootstrapData } from '@tonearm/shell';
import { type ReactNode, useEffect, useState } from 'react';
import type { UploadQueueFactory } from './upload-hub';
import { UploadHubContext, type UploadHubSlot } from './upload-hub-slot';

export interface UploadsProviderProps {
  children: ReactNode;
  /**
   * Makes the engine's queue (stories pass one over scripted ports).
   * @default loads `@tonearm/client/uploads` on the first upload
   */
  queueFactory?: UploadQueueFactory;
}

/**
 * Holds the app's upload queue, so uploads go on while the user moves between screens. It follows the signed-in
 * user of the bootstrap data: after a logout or a switch of account the old queue stops and keeps its resume data.
 */
export function UploadsProvider({ children, queueFactory }: UploadsProviderProps) {
  const http = useHttpClient();
  const { user, settings } = useBootstrapData();
  const userId = user?.id ?? null;
  // The hub itself is made by the first screen that uploads (`useUploadHub`), out of the first visit.
  const [slot] = useState<UploadHubSlot>(() => ({
    config: { http, settings: settings.uploads, userId },
    factory: queueFactory,
    hub: null,
  }));
  useEffect(() => {
    slot.config = { http, settings: settings.uploads, userId };
    slot.hub?.configure(slot.config);
  }, [slot, http, settings.uploads, userId]);
  // Leaving the app (or unmounting the provider) stops the uploads without cancelling them on the server.
  useEffect(() => () => slot.hub?.stop(), [slot]);
  return <UploadHubContext.Provider value={slot}>{children}</UploadHubContext.Provider>;
}
