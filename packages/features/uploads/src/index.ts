export { UploadsProvider, type UploadsProviderProps } from './upload-hub/UploadsProvider';
export { UploadHub, type UploadHubConfig, type UploadQueueFactory } from './upload-hub/upload-hub';
export { useUploadHub } from './upload-hub/upload-hub-context';
export { useUploads } from './upload-hub/use-uploads';
export { UploadsPanel, type UploadsPanelProps } from './uploads-panel/UploadsPanel';
export { useUploadQueueLabels } from './uploads-panel/use-upload-queue-labels';
