import { useContext } from 'react';
import { UploadHub } from './upload-hub';
import { UploadHubContext } from './upload-hub-slot';

/** The app's upload queue, made on first use; needs an `UploadsProvider` above. */
export function useUploadHub(): UploadHub {
  const slot = useContext(UploadHubContext);
  if (slot === null) throw new Error('useUploadHub needs an UploadsProvider above it');
  slot.hub ??= new UploadHub(slot.config, slot.factory);
  return slot.hub;
}
