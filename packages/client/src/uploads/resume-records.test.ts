import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { MemoryResumeStorage } from './memory-resume-storage';
import type { ResumeStorage } from './ports';
import { DEFAULT_RESUME_EXPIRY_MS, ResumeRecords } from './resume-records';
import { systemClock } from './system-clock';

const schema = z.object({ uploadUrl: z.string() });
const record = { uploadUrl: 'https://music.example.com/api/v1/tus/upload/abc' };

function recordsFor(storage: ResumeStorage, userId: number | null = 1) {
  return new ResumeRecords({ storage, userId, clock: systemClock });
}

describe('resume records', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a record per method and fingerprint', () => {
    const records = recordsFor(new MemoryResumeStorage());
    records.write('tus', 'fp1', record);
    expect(records.read('tus', 'fp1', schema)).toEqual(record);
    expect(records.read('tus', 'fp2', schema)).toBeUndefined();
    expect(records.read('s3-multipart', 'fp1', schema)).toBeUndefined();
  });

  it('keeps each user to their own records', () => {
    const storage = new MemoryResumeStorage();
    recordsFor(storage, 1).write('tus', 'fp1', record);
    expect(recordsFor(storage, 2).read('tus', 'fp1', schema)).toBeUndefined();
    expect(recordsFor(storage, null).read('tus', 'fp1', schema)).toBeUndefined();
    expect(recordsFor(storage, 1).read('tus', 'fp1', schema)).toEqual(record);
    expect(storage.keys()).toEqual(['tonearm.uploads:user-1:tus:fp1']);
  });

  it('removes a record', () => {
    const storage = new MemoryResumeStorage();
    const records = recordsFor(storage);
    records.write('tus', 'fp1', record);
    records.remove('tus', 'fp1');
    expect(storage.keys()).toEqual([]);
  });

  it('expires a record a day after it was last written', () => {
    const storage = new MemoryResumeStorage();
    const records = recordsFor(storage);
    records.write('tus', 'fp1', record);
    vi.advanceTimersByTime(DEFAULT_RESUME_EXPIRY_MS - 1);
    expect(records.read('tus', 'fp1', schema)).toEqual(record);
    records.write('tus', 'fp1', record);
    vi.advanceTimersByTime(DEFAULT_RESUME_EXPIRY_MS - 1);
    expect(records.read('tus', 'fp1', schema)).toEqual(record);
    vi.advanceTimersByTime(1);
    expect(records.read('tus', 'fp1', schema)).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });

  it('sweeps expired and unreadable upload records of every user, and nothing else', () => {
    const storage = new MemoryResumeStorage();
    recordsFor(storage, 1).write('tus', 'old', record);
    recordsFor(storage, 2).write('s3-multipart', 'old', record);
    storage.setItem('tonearm.uploads:user-1:tus:broken', '{not json');
    storage.setItem('other-app', 'kept');
    vi.advanceTimersByTime(DEFAULT_RESUME_EXPIRY_MS);
    recordsFor(storage, 1).write('tus', 'fresh', record);
    recordsFor(storage, 1).sweepExpired();
    expect(storage.keys().sort()).toEqual(['other-app', 'tonearm.uploads:user-1:tus:fresh']);
  });

  it('drops a record that no longer matches its schema', () => {
    const storage = new MemoryResumeStorage();
    const records = recordsFor(storage);
    records.write('tus', 'fp1', { url: 'renamed field' });
    expect(records.read('tus', 'fp1', schema)).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });

  it('goes on without resume data when the storage refuses to write', () => {
    const full: ResumeStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
      keys: () => [],
    };
    const records = recordsFor(full);
    expect(() => records.write('tus', 'fp1', record)).not.toThrow();
    expect(records.read('tus', 'fp1', schema)).toBeUndefined();
  });
});
