import type { AdminSettingsResponse } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { SETTINGS_PANEL_DEFINITIONS } from './settings-fields';
import { changedSettings, fieldName, formValuesOf, isFieldShown } from './settings-form';

const uploading = SETTINGS_PANEL_DEFINITIONS.uploading.fields;
const answer = {
  values: {
    'uploads.chunk_size': 5 * 1024 * 1024,
    'uploads.max_size': null,
    'uploads.allowed_extensions': ['mp3', 'flac'],
    'uploads.blocked_extensions': [],
    'server.uploads_driver': 'local',
  },
  secrets: { 'server.s3_secret': true },
  locked: {},
} as unknown as AdminSettingsResponse;

describe('the settings form', () => {
  it('shows bytes as megabytes, lists as commas and never a secret', () => {
    const values = formValuesOf(uploading, answer);
    expect(values[fieldName('uploads.chunk_size')]).toBe('5');
    expect(values[fieldName('uploads.allowed_extensions')]).toBe('mp3, flac');
    expect(values[fieldName('server.s3_secret')]).toBe('');
  });

  it('sends only the changed keys, in their wire shape, and no untouched secret', () => {
    const values = {
      ...formValuesOf(uploading, answer),
      [fieldName('uploads.chunk_size')]: '8',
      [fieldName('uploads.blocked_extensions')]: '.EXE, bat',
      [fieldName('server.s3_secret')]: '',
    };
    const dirty = {
      [fieldName('uploads.chunk_size')]: true,
      [fieldName('uploads.blocked_extensions')]: true,
      [fieldName('server.s3_secret')]: true,
    };
    expect(changedSettings(uploading, values, dirty)).toEqual({
      'uploads.chunk_size': 8 * 1024 * 1024,
      'uploads.blocked_extensions': ['exe', 'bat'],
    });
  });

  it('turns policy lines into policies with ids', () => {
    const gdpr = SETTINGS_PANEL_DEFINITIONS.gdpr.fields;
    const name = fieldName('registration.policies');
    const changes = changedSettings(
      gdpr,
      { [name]: 'Terms of service | /pages/terms\nPrivacy' },
      { [name]: true },
    );
    expect(changes['registration.policies']).toEqual([
      { id: 'terms-of-service', name: 'Terms of service', action: '/pages/terms' },
      { id: 'privacy', name: 'Privacy', action: null },
    ]);
  });

  it('sends the cookie notice link as its label and address, and an empty one as none', () => {
    const gdpr = SETTINGS_PANEL_DEFINITIONS.gdpr.fields;
    const name = fieldName('cookie_notice.button');
    expect(changedSettings(gdpr, { [name]: 'Privacy | /pages/privacy' }, { [name]: true })).toEqual({
      'cookie_notice.button': { label: 'Privacy', action: '/pages/privacy' },
    });
    expect(changedSettings(gdpr, { [name]: '' }, { [name]: true })).toEqual({ 'cookie_notice.button': null });
  });

  it('shows the bucket fields only while S3 storage is chosen', () => {
    const bucket = uploading.find((field) => field.key === 'server.s3_bucket');
    if (!bucket) throw new Error('no bucket field');
    expect(isFieldShown(bucket, { [fieldName('server.uploads_driver')]: 'local' })).toBe(false);
    expect(isFieldShown(bucket, { [fieldName('server.uploads_driver')]: 's3' })).toBe(true);
  });
});
