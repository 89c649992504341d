export { canPickFolders, filesFromDroppedItems } from './dropped-files';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
