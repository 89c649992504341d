import { describe, expect, it } from 'vitest';
import { centredSquare } from './square-crop';

describe('centredSquare', () => {
  it('cuts the sides of a wide picture evenly', () => {
    expect(centredSquare(1600, 900)).toEqual({ x: 350, y: 0, side: 900 });
  });

  it('cuts the top and bottom of a tall picture evenly', () => {
    expect(centredSquare(600, 1001)).toEqual({ x: 0, y: 200, side: 600 });
  });

  it('keeps a square picture whole', () => {
    expect(centredSquare(500, 500)).toEqual({ x: 0, y: 0, side: 500 });
  });
});
