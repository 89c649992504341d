import { describe, expect, it } from 'vitest';
import { MAX_CROP_ZOOM, MIN_CROP_ZOOM, zoomedBy, zoomKeyStep } from './crop-zoom';

describe('zoomedBy', () => {
  it('zooms one step in and out without float drift', () => {
    expect(zoomedBy(1, 1)).toBe(1.1);
    expect(zoomedBy(1.3, -1)).toBe(1.2);
  });

  it('stops at the crop step’s closest and farthest zoom', () => {
    expect(zoomedBy(MAX_CROP_ZOOM, 1)).toBe(MAX_CROP_ZOOM);
    expect(zoomedBy(MIN_CROP_ZOOM, -1)).toBe(MIN_CROP_ZOOM);
  });
});

describe('zoomKeyStep', () => {
  it('reads + and = as zoom in, - and − as zoom out, and ignores other keys', () => {
    expect(zoomKeyStep('+')).toBe(1);
    expect(zoomKeyStep('=')).toBe(1);
    expect(zoomKeyStep('-')).toBe(-1);
    expect(zoomKeyStep('−')).toBe(-1);
    expect(zoomKeyStep('ArrowLeft')).toBeNull();
  });
});
