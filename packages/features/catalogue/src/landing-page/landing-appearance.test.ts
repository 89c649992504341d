import { DEFAULT_LANDING_APPEARANCE } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { landingAppearanceOf, overlayBackground } from './landing-appearance';

describe('landingAppearanceOf', () => {
  it('reads what the editor saved under the homepage setting', () => {
    const appearance = { ...DEFAULT_LANDING_APPEARANCE, header_title: 'Hear it first' };
    expect(landingAppearanceOf({ type: 'channel', appearance })?.header_title).toBe('Hear it first');
  });

  it('gives the shipped landing page when nothing readable is saved', () => {
    expect(landingAppearanceOf({ type: 'channel' })).toBeNull();
    expect(landingAppearanceOf({ appearance: { header_title: 3 } })).toBeNull();
    expect(landingAppearanceOf(undefined)).toBeNull();
  });
});

describe('overlayBackground', () => {
  it('draws a gradient between two colours, one colour alone, or nothing', () => {
    const base = DEFAULT_LANDING_APPEARANCE;
    expect(
      overlayBackground({ ...base, header_overlay_color_1: '#000000', header_overlay_color_2: '#FFFFFF' }),
    ).toBe('linear-gradient(to right, #000000, #FFFFFF)');
    expect(overlayBackground({ ...base, header_overlay_color_2: '#112233' })).toBe(
      'linear-gradient(to right, #112233, #112233)',
    );
    expect(overlayBackground(base)).toBeNull();
  });
});
