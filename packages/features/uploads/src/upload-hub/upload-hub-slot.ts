import { createContext } from 'react';
import type { UploadHub, UploadHubConfig, UploadQueueFactory } from './upload-hub';

/**
 * The app's upload queue as its provider holds it: the hub is made by the first screen that reaches for it, so the
 * first visit, which uploads nothing, never loads it. Until then the provider keeps its settings here.
 */
export interface UploadHubSlot {
  config: UploadHubConfig;
  factory: UploadQueueFactory | undefined;
  hub: UploadHub | null;
}

export const UploadHubContext = createContext<UploadHubSlot | null>(null);
