import { createContext, useContext } from 'react';
import type { UploadHub } from './upload-hub';

export const UploadHubContext = createContext<UploadHub | null>(null);

/** The app's upload queue; needs an `UploadsProvider` above. */
export function useUploadHub(): UploadHub {
  const hub = useContext(UploadHubContext);
  if (hub === null) throw new Error('useUploadHub needs an UploadsProvider above it');
  return hub;
}
