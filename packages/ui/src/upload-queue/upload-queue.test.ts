import { describe, expect, it } from 'vitest';
import { seenStatuses, uploadAnnouncements } from './upload-announcements';
import { DEFAULT_UPLOAD_QUEUE_LABELS } from './upload-queue-labels';
import { summarizeUploads, type UploadQueueEntry, uploadPercentage } from './upload-queue-summary';

const upload = (id: string, changes: Partial<UploadQueueEntry> = {}): UploadQueueEntry => ({
  id,
  name: `${id}.mp3`,
  size: 1000,
  bytesUploaded: 0,
  status: 'pending',
  ...changes,
});

describe('summarizeUploads', () => {
  it('counts the files and measures overall progress over the ones still to be stored', () => {
    const summary = summarizeUploads([
      upload('a', { status: 'completed', bytesUploaded: 1000 }),
      upload('b', { status: 'inProgress', bytesUploaded: 500 }),
      upload('c', { status: 'failed', bytesUploaded: 900, error: 'Upload timed out' }),
      upload('d', { status: 'aborted', bytesUploaded: 100 }),
      upload('e'),
    ]);
    expect(summary).toEqual({
      total: 5,
      completed: 1,
      failed: 1,
      active: 2,
      inactive: 3,
      bytesUploaded: 1500,
      totalBytes: 3000,
      percentage: 50,
    });
  });

  it('reads an empty queue as nothing to do', () => {
    expect(summarizeUploads([]).percentage).toBe(0);
  });
});

describe('uploadPercentage', () => {
  it('rounds down, so a file shows 100% only once it is stored', () => {
    expect(uploadPercentage({ size: 1000, bytesUploaded: 999, status: 'inProgress' })).toBe(99);
    expect(uploadPercentage({ size: 0, bytesUploaded: 0, status: 'completed' })).toBe(100);
    expect(uploadPercentage({ size: 0, bytesUploaded: 0, status: 'inProgress' })).toBe(0);
  });
});

describe('uploadAnnouncements', () => {
  it('announces uploads that just completed or failed, with the reason', () => {
    const before = seenStatuses([
      upload('a', { status: 'inProgress' }),
      upload('b', { status: 'inProgress' }),
    ]);
    const after = [
      upload('a', { status: 'completed' }),
      upload('b', { status: 'failed', error: 'Upload timed out' }),
    ];
    expect(uploadAnnouncements(before, after, DEFAULT_UPLOAD_QUEUE_LABELS)).toEqual([
      'a.mp3 uploaded',
      'b.mp3 failed: Upload timed out',
    ]);
  });

  it('stays quiet about cancels, unchanged uploads and uploads first seen already ended', () => {
    const before = seenStatuses([
      upload('a', { status: 'inProgress' }),
      upload('b', { status: 'completed' }),
    ]);
    const after = [
      upload('a', { status: 'aborted' }),
      upload('b', { status: 'completed' }),
      upload('c', { status: 'failed' }),
    ];
    expect(uploadAnnouncements(before, after, DEFAULT_UPLOAD_QUEUE_LABELS)).toEqual([]);
  });
});
