import { encodePng } from '../png';
import { mixColour, type Rgb } from './colour';

/** A float RGB canvas with the few drawing operations the generated art needs, all antialiased by coverage. */
export class Canvas {
  readonly pixels: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
  }

  /** A linear gradient across the canvas at `angle` radians. */
  gradient(from: Rgb, to: Rgb, angle: number): void {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const reach = (Math.abs(dx) * this.width + Math.abs(dy) * this.height) / 2;
    this.fill((x, y) => {
      const t = ((x - this.width / 2) * dx + (y - this.height / 2) * dy) / reach / 2 + 0.5;
      return { colour: mixColour(from, to, Math.min(1, Math.max(0, t))), alpha: 1 };
    });
  }

  /**
   * Paints with `shade`, which gives a colour and an opacity per pixel (opacity 0 leaves the pixel as it is).
   */
  fill(shade: (x: number, y: number) => { colour: Rgb; alpha: number } | null): void {
    const { pixels, width, height } = this;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const painted = shade(x + 0.5, y + 0.5);
        if (!painted || painted.alpha <= 0) continue;
        const index = (y * width + x) * 3;
        const a = Math.min(1, painted.alpha);
        pixels[index] = (pixels[index] ?? 0) * (1 - a) + painted.colour[0] * a;
        pixels[index + 1] = (pixels[index + 1] ?? 0) * (1 - a) + painted.colour[1] * a;
        pixels[index + 2] = (pixels[index + 2] ?? 0) * (1 - a) + painted.colour[2] * a;
      }
    }
  }

  /** A disc, or a ring when `inner` > 0, with soft one-pixel edges. */
  circle(cx: number, cy: number, radius: number, colour: Rgb, alpha = 1, inner = 0): void {
    this.fill((x, y) => {
      const distance = Math.hypot(x - cx, y - cy);
      const outside = Math.min(1, Math.max(0, radius - distance + 0.5));
      const hole = inner > 0 ? Math.min(1, Math.max(0, distance - inner + 0.5)) : 1;
      const coverage = outside * hole;
      return coverage > 0 ? { colour, alpha: coverage * alpha } : null;
    });
  }

  toPng(): Buffer {
    const bytes = new Uint8Array(this.pixels.length);
    for (let i = 0; i < bytes.length; i++)
      bytes[i] = Math.max(0, Math.min(255, Math.round(this.pixels[i] ?? 0)));
    return encodePng(this.width, this.height, bytes);
  }
}
