import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';

/** Where a slice's bytes lie on disk, and the file as it was when it was opened. */
export interface DiskExtent {
  path: string;
  /** First byte of the slice in the file. */
  start: number;
  /** One past the slice's last byte. */
  end: number;
  /** The file's size when it was opened: a file that has since changed is refused, as a browser refuses it. */
  fileSize: number;
  /** The file's modification time (ms, with its fraction) when it was opened. */
  fileModified: number;
}

/** `Blob.slice`'s arithmetic: negative positions count from the end, and everything is clamped to the blob. */
function relativeRange(size: number, start = 0, end = size): [number, number] {
  const clamp = (position: number) =>
    position < 0 ? Math.max(size + position, 0) : Math.min(position, size);
  const from = clamp(Math.trunc(start));
  return [from, Math.max(clamp(Math.trunc(end)), from)];
}

function sliceExtent(extent: DiskExtent, start?: number, end?: number): DiskExtent {
  const [from, to] = relativeRange(extent.end - extent.start, start, end);
  return { ...extent, start: extent.start + from, end: extent.start + to };
}

/**
 * A slice of a {@link DiskFile}: a `Blob` like any other, which also knows where its bytes lie, so the Node
 * transport can read them straight from the disk.
 */
export class DiskSlice extends Blob {
  readonly extent: DiskExtent;

  constructor(bytes: Blob, extent: DiskExtent, type: string) {
    super([bytes], { type });
    this.extent = extent;
  }

  override slice(start?: number, end?: number, contentType = ''): DiskSlice {
    return new DiskSlice(super.slice(start, end), sliceExtent(this.extent, start, end), contentType);
  }
}

/**
 * A file on disk as a `File` for the upload queue, opened with {@link openDiskFile}. Its slices are
 * {@link DiskSlice}s, which the Node transport reads from the disk into buffers it reuses, as a browser's network
 * stack reads a `File`: a blob read through JavaScript allocates a new buffer for every 64 KiB, and at hundreds of
 * megabytes a second the garbage collector then takes more time than the upload itself.
 */
export class DiskFile extends File {
  readonly extent: DiskExtent;

  constructor(bytes: Blob, extent: DiskExtent, name: string, options: FilePropertyBag) {
    super([bytes], name, options);
    this.extent = extent;
  }

  override slice(start?: number, end?: number, contentType = ''): DiskSlice {
    return new DiskSlice(super.slice(start, end), sliceExtent(this.extent, start, end), contentType);
  }
}

export interface OpenDiskFileOptions {
  /** The file's name as uploaded; the last segment of the path by default. */
  name?: string;
  /** The file's media type, as a browser gives it from the extension; none by default. */
  type?: string;
}

/** Opens the file at `path` for upload, without reading it. */
export async function openDiskFile(path: string, options: OpenDiskFileOptions = {}): Promise<DiskFile> {
  const stats = await stat(path);
  const extent: DiskExtent = {
    path,
    start: 0,
    end: stats.size,
    fileSize: stats.size,
    fileModified: stats.mtimeMs,
  };
  return new DiskFile(await openAsBlob(path), extent, options.name ?? basename(path), {
    type: options.type ?? '',
    lastModified: Math.trunc(stats.mtimeMs),
  });
}
