import { describe, expect, it } from 'vitest';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { settingsJson } from './fixtures/laravel-payloads';
import { settingsSchema } from './settings';

describe('settingsSchema', () => {
  it('accepts the settings both specifications read', () => {
    const settings = settingsSchema.parse(settingsJson);
    expect(settings.billing?.enable).toBe(true);
    expect(settings.homepage?.type).toBe('landingPage');
    expect(settings.branding.site_name).toBe('Tonearm');
    expect(settings.themes.user_change).toBe(true);
    expect(settings.cookie_notice?.position).toBe('bottom');
    expect(settings.registration?.policies?.[0]?.name).toBe('I accept the terms of service');
    expect(settings.social?.google?.enable).toBe(true);
    expect(settings.recaptcha?.enable).toEqual({ register: true, contact: true });
    expect(settings.notif?.subs.integrated).toBe(true);
    expect(settings.notifications?.integrated).toBe(true);
    expect(settings.api?.integrated).toBe(true);
    expect(settings.uploads?.chunk_size).toBe(5242880);
    expect(settings.menus[0]?.items).toHaveLength(3);
    expect(settings.ads?.artist_top).toBe('<div class="ad"></div>');
  });

  it('keeps settings of other features that it does not name', () => {
    const settings = settingsSchema.parse(settingsJson);
    expect(settings.player).toEqual({ default_volume: 30 });
    expect(settings.billing).toHaveProperty('stripe');
  });

  it('accepts a site with optional features left unconfigured', () => {
    const minimal = {
      base_url: 'https://tonearm.example',
      branding: { site_name: 'Tonearm' },
      themes: { user_change: false },
      menus: [],
    };
    expect(issuePaths(settingsSchema, minimal)).toEqual([]);
  });

  it('accepts the per-action reCAPTCHA switches sent as an empty PHP array', () => {
    expect(settingsSchema.parse(withField(settingsJson, 'recaptcha.enable', [])).recaptcha?.enable).toEqual(
      {},
    );
  });

  it('rejects a cookie notice position other than top or bottom', () => {
    expect(issuePaths(settingsSchema, withField(settingsJson, 'cookie_notice.position', 'left'))).toEqual([
      'cookie_notice.position',
    ]);
  });

  it('rejects a billing switch sent as text', () => {
    expect(issuePaths(settingsSchema, withField(settingsJson, 'billing.enable', 'yes'))).toEqual([
      'billing.enable',
    ]);
  });

  it('rejects a chunk size that is not a positive whole number', () => {
    expect(issuePaths(settingsSchema, withField(settingsJson, 'uploads.chunk_size', 0))).toEqual([
      'uploads.chunk_size',
    ]);
  });

  it('rejects settings without branding', () => {
    expect(issuePaths(settingsSchema, withoutField(settingsJson, 'branding'))).toEqual(['branding']);
  });

  it('rejects a registration policy without a name', () => {
    expect(
      issuePaths(settingsSchema, withField(settingsJson, 'registration.policies', [{ id: 'Ke4n1' }])),
    ).toEqual(['registration.policies.0.name']);
  });

  it('rejects a malformed menu inside the settings', () => {
    expect(issuePaths(settingsSchema, withField(settingsJson, 'menus.0.items', 'none'))).toEqual([
      'menus.0.items',
    ]);
  });
});
