export { filesFromDropItems, isAcceptedFile, type SortedFiles, sortFiles } from './accepted-files';
export { DropZone, type DropZoneProps } from './DropZone';
export { FileTrigger, type FileTriggerProps } from './FileTrigger';
