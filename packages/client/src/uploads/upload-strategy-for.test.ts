import { describe, expect, it } from 'vitest';
import { MULTIPART_MIN_FILE_SIZE, TUS_MIN_FILE_SIZE, uploadStrategyFor } from './upload-strategy-for';

const MB = 1024 * 1024;
const s3Direct = { uploads_driver: 's3', s3_direct_upload: true };

describe('uploadStrategyFor', () => {
  it('sends files under 4 MB in one plain request', () => {
    expect(uploadStrategyFor({ size: TUS_MIN_FILE_SIZE - 1 }, {})).toBe('plain');
    expect(uploadStrategyFor({ size: 0 }, undefined)).toBe('plain');
  });

  it('chunks files of 4 MB or more through tus', () => {
    expect(TUS_MIN_FILE_SIZE).toBe(4 * MB);
    expect(uploadStrategyFor({ size: TUS_MIN_FILE_SIZE }, {})).toBe('tus');
    expect(uploadStrategyFor({ size: 3 * 1024 * MB }, undefined)).toBe('tus');
  });

  it('sends large files plainly when tus is disabled', () => {
    expect(uploadStrategyFor({ size: 50 * MB }, { disable_tus: true })).toBe('plain');
  });

  it('uploads files under 100 MB straight to S3 when the driver is S3 with direct upload on', () => {
    expect(uploadStrategyFor({ size: 1 }, s3Direct)).toBe('s3-direct');
    expect(uploadStrategyFor({ size: 50 * MB }, s3Direct)).toBe('s3-direct');
    expect(uploadStrategyFor({ size: MULTIPART_MIN_FILE_SIZE - 1 }, s3Direct)).toBe('s3-direct');
  });

  it('uploads files of 100 MB or more to S3 in parts', () => {
    expect(MULTIPART_MIN_FILE_SIZE).toBe(100 * MB);
    expect(uploadStrategyFor({ size: MULTIPART_MIN_FILE_SIZE }, s3Direct)).toBe('s3-multipart');
    expect(uploadStrategyFor({ size: MULTIPART_MIN_FILE_SIZE }, { ...s3Direct, disable_tus: true })).toBe(
      's3-multipart',
    );
  });

  it('does not go to S3 directly when direct upload is off or the driver is not S3', () => {
    expect(uploadStrategyFor({ size: 1 }, { uploads_driver: 's3', s3_direct_upload: false })).toBe('plain');
    expect(uploadStrategyFor({ size: 200 * MB }, { uploads_driver: 'local', s3_direct_upload: true })).toBe(
      'tus',
    );
    expect(uploadStrategyFor({ size: 200 * MB }, { uploads_driver: 'dropbox', s3_direct_upload: true })).toBe(
      'tus',
    );
  });

  it('recognises S3-compatible drivers named after their provider', () => {
    expect(
      uploadStrategyFor({ size: 1 }, { uploads_driver: 'digitalocean_s3', s3_direct_upload: true }),
    ).toBe('s3-direct');
    expect(uploadStrategyFor({ size: 1 }, { uploads_driver: 'nots3', s3_direct_upload: true })).toBe('plain');
  });

  it('reads the driver of the disk the file goes to', () => {
    const settings = { uploads_driver: 'local', public_driver: 's3', s3_direct_upload: true };
    expect(uploadStrategyFor({ size: 1 }, settings, 'public')).toBe('s3-direct');
    expect(uploadStrategyFor({ size: 1 }, settings, 'uploads')).toBe('plain');
  });
});
