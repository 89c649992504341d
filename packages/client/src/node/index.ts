export { type DiskExtent, DiskFile, DiskSlice, type OpenDiskFileOptions, openDiskFile } from './disk-file';
export { createNodeTransport, type NodeTransportOptions } from './node-transport';
