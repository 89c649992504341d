const MB = 1024 * 1024;
/** S3's smallest part (the last part may be smaller) (doc 000 §9). */
export const MIN_PART_SIZE = 5 * MB;
/** The part size used unless the file needs larger parts (doc 000 §9). */
export const DEFAULT_PART_SIZE = 20 * MB;
/** S3's largest part count (doc 000 §9). */
export const MAX_PARTS = 10_000;

/** One part of a multipart upload: bytes `start` to `end` (exclusive). */
export interface PlannedPart {
  partNumber: number;
  start: number;
  end: number;
}

/**
 * The part size for a file: the preferred size (at least 5 MB), grown to whole megabytes when the file would
 * otherwise need more than 10,000 parts.
 */
export function multipartPartSize(fileSize: number, preferred = DEFAULT_PART_SIZE): number {
  const smallestThatFits = Math.ceil(Math.ceil(fileSize / MAX_PARTS) / MB) * MB;
  return Math.max(MIN_PART_SIZE, preferred, smallestThatFits);
}

/** The parts of a file, numbered from 1; an empty file is one empty part. */
export function planParts(fileSize: number, partSize: number): PlannedPart[] {
  const count = Math.max(1, Math.ceil(fileSize / partSize));
  return Array.from({ length: count }, (_, index) => ({
    partNumber: index + 1,
    start: index * partSize,
    end: Math.min((index + 1) * partSize, fileSize),
  }));
}
