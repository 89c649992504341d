import { describe, expect, it } from 'vitest';
import { centredSquare, squareWithin } from './square-crop';

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

describe('squareWithin', () => {
  it('keeps a chosen square as it is when it lies inside the picture', () => {
    expect(squareWithin({ x: 100, y: 40, side: 500 }, 1600, 900)).toEqual({ x: 100, y: 40, side: 500 });
  });

  it('moves a square that reaches past the picture back inside it', () => {
    expect(squareWithin({ x: 1200.6, y: 0.4, side: 500 }, 1600, 900)).toEqual({ x: 1100, y: 0, side: 500 });
  });

  it('shrinks a square larger than the picture to its shorter side', () => {
    expect(squareWithin({ x: -3, y: -2, side: 950.7 }, 1600, 900)).toEqual({ x: 0, y: 0, side: 900 });
  });
});
