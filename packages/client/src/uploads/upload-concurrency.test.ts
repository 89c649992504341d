import { describe, expect, it } from 'vitest';
import {
  isExclusiveUpload,
  type SchedulableUpload,
  UPLOAD_CONCURRENCY,
  uploadsToStart,
} from './upload-concurrency';

const pending = (exclusive = false): SchedulableUpload => ({ status: 'pending', exclusive });
const running = (exclusive = false): SchedulableUpload => ({ status: 'inProgress', exclusive });

describe('upload concurrency', () => {
  it('starts up to 3 uploads at once, in queue order', () => {
    expect(UPLOAD_CONCURRENCY).toBe(3);
    expect(uploadsToStart([pending(), pending(), pending(), pending()])).toEqual([0, 1, 2]);
  });

  it('fills only the free slots', () => {
    expect(uploadsToStart([running(), pending(), running(), pending(), pending()])).toEqual([1]);
    expect(uploadsToStart([running(), running(), running(), pending()])).toEqual([]);
  });

  it('skips uploads that ended', () => {
    const ended: SchedulableUpload[] = [
      { status: 'completed', exclusive: false },
      { status: 'failed', exclusive: true },
      { status: 'aborted', exclusive: false },
    ];
    expect(uploadsToStart([...ended, pending(), pending()])).toEqual([3, 4]);
  });

  it('starts nothing else while a folder, multipart or chunked upload runs', () => {
    expect(uploadsToStart([running(true), pending(), pending()])).toEqual([]);
  });

  it('starts an exclusive upload only when nothing else runs', () => {
    expect(uploadsToStart([pending(true), pending()])).toEqual([0]);
    expect(uploadsToStart([running(), pending(true), pending()])).toEqual([]);
  });

  it('lets nothing overtake an exclusive upload waiting for its turn', () => {
    expect(uploadsToStart([pending(), pending(true), pending()])).toEqual([0]);
  });

  it('treats chunked, multipart and folder uploads as exclusive', () => {
    expect(isExclusiveUpload('tus', '')).toBe(true);
    expect(isExclusiveUpload('s3-multipart', '')).toBe(true);
    expect(isExclusiveUpload('plain', 'Album/01 Intro.mp3')).toBe(true);
    expect(isExclusiveUpload('plain', '')).toBe(false);
    expect(isExclusiveUpload('s3-direct', '')).toBe(false);
  });
});
