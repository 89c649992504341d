import type { GenreName } from '../music/styles';
import { Random } from '../random';
import { Canvas } from './canvas';
import { contrast, hsl, mixColour, type Rgb } from './colour';

/** Square images: large enough for a full-width cover on a phone, small enough to stay ~100 kB as PNG. */
export const IMAGE_SIZE = 512;

interface Palette {
  dark: Rgb;
  deep: Rgb;
  accent: Rgb;
  light: Rgb;
}

/**
 * A palette around `hue` whose light and dark ends differ by at least 4.5:1, so shapes read clearly and text laid
 * over the dark end by the interface stays legible.
 */
function palette(hue: number, random: Random): Palette {
  const dark = hsl(hue, random.range(0.45, 0.7), random.range(0.08, 0.16));
  const deep = hsl(hue + random.range(20, 50), random.range(0.5, 0.75), random.range(0.24, 0.34));
  const accent = hsl(
    hue + random.pick([150, 180, 200, -40]),
    random.range(0.75, 0.95),
    random.range(0.55, 0.62),
  );
  let light = hsl(hue + random.range(-30, 30), random.range(0.5, 0.9), 0.86);
  if (contrast(light, dark) < 4.5) light = mixColour(light, [255, 255, 255], 0.5);
  return { dark, deep, accent, light };
}

const smooth = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** Album-cover art in the look of a genre, different for every seed. */
export function paintCover(genre: GenreName, seed: string): Buffer {
  return drawCover(genre, new Random(`cover:${seed}`)).toPng();
}

function drawCover(genre: GenreName, random: Random): Canvas {
  const canvas = new Canvas(IMAGE_SIZE, IMAGE_SIZE);
  const hue = random.range(0, 360);
  const colours = palette(hue, random);
  const size = IMAGE_SIZE;
  switch (genre) {
    case 'synthwave':
      sunset(canvas, colours, random);
      break;
    case 'lo-fi': {
      canvas.gradient(colours.deep, mixColour(colours.light, colours.deep, 0.35), random.range(1, 2));
      canvas.circle(
        random.range(0.3, 0.7) * size,
        random.range(0.25, 0.45) * size,
        size * random.range(0.18, 0.26),
        colours.light,
        0.9,
      );
      const slant = random.range(0.15, 0.35);
      canvas.fill((x, y) => {
        const stripe = (x + y * slant) % 23;
        return stripe < 1.2 && (y * 7 + x) % 61 < 34 ? { colour: colours.light, alpha: 0.18 } : null;
      });
      hills(canvas, colours.dark, mixColour(colours.dark, colours.deep, 0.4), random, 2, 0.72);
      break;
    }
    case 'ambient':
      canvas.gradient(colours.dark, colours.deep, random.range(0, Math.PI));
      blobs(
        canvas,
        [colours.accent, colours.light, mixColour(colours.accent, colours.light, 0.5)],
        random,
        5,
      );
      break;
    case 'techno': {
      canvas.gradient(colours.dark, mixColour(colours.dark, [0, 0, 0], 0.5), Math.PI / 2);
      const cx = random.range(0.3, 0.7) * size;
      const cy = random.range(0.3, 0.7) * size;
      const spacing = random.range(14, 26);
      canvas.fill((x, y) => {
        const distance = Math.hypot(x - cx, y - cy);
        const band = (distance / spacing) % 1;
        const fade = 1 - smooth(size * 0.2, size * 0.75, distance);
        return band < 0.45
          ? { colour: colours.accent, alpha: fade * smooth(0, 0.05, band) * smooth(0.45, 0.4, band) }
          : null;
      });
      break;
    }
    case 'chiptune':
      sprite(canvas, colours, random);
      break;
    case 'jazz': {
      canvas.gradient(colours.light, mixColour(colours.light, colours.accent, 0.2), 0);
      const blocks = random.int(3, 5);
      for (let i = 0; i < blocks; i++) {
        const x0 = random.range(0, 0.7) * size;
        const y0 = random.range(0, 0.7) * size;
        const w = random.range(0.15, 0.5) * size;
        const h = random.range(0.1, 0.4) * size;
        const colour = random.pick([colours.dark, colours.deep, colours.accent]);
        canvas.fill((x, y) =>
          x >= x0 && x < x0 + w && y >= y0 && y < y0 + h ? { colour, alpha: 0.92 } : null,
        );
      }
      canvas.circle(
        random.range(0.25, 0.75) * size,
        random.range(0.25, 0.75) * size,
        size * 0.16,
        colours.dark,
        1,
        size * 0.1,
      );
      break;
    }
    case 'folk':
      canvas.gradient(mixColour(colours.light, colours.accent, 0.3), colours.light, Math.PI / 2);
      canvas.circle(
        random.range(0.25, 0.75) * size,
        size * 0.32,
        size * 0.12,
        mixColour(colours.accent, [255, 255, 255], 0.3),
      );
      hills(canvas, colours.deep, colours.dark, random, 4, 0.45);
      break;
    case 'drum-and-bass':
      canvas.gradient(colours.dark, colours.deep, random.range(0, Math.PI));
      waves(canvas, colours, random);
      break;
  }
  return canvas;
}

/**
 * An artist picture: a head-and-shoulders silhouette, lit from behind, over art in the look of the artist's genre,
 * so the artist's page and their covers belong together.
 */
export function paintArtist(genre: GenreName, seed: string): Buffer {
  const random = new Random(`artist-image:${seed}`);
  const canvas = drawCover(genre, random.fork('backdrop'));
  const colours = palette(random.range(0, 360), random);
  const size = IMAGE_SIZE;
  const cx = size * random.range(0.38, 0.62);
  const headY = size * random.range(0.38, 0.46);
  const headRadius = size * random.range(0.13, 0.16);
  const shoulderWidth = size * random.range(0.3, 0.38);
  const silhouette = (x: number, y: number) => {
    const head = headRadius - Math.hypot(x - cx, y - headY);
    const dx = (x - cx) / shoulderWidth;
    const dy = (y - size * 1.02) / (size * 0.42);
    const shoulders = (1 - Math.sqrt(dx * dx + dy * dy)) * shoulderWidth;
    return Math.max(head, shoulders);
  };
  const rim = mixColour(colours.light, [255, 255, 255], 0.3);
  canvas.fill((x, y) => {
    const inside = silhouette(x, y);
    if (inside > -14) {
      // A soft glow just outside the edge, then the figure itself.
      if (inside < 0) return { colour: rim, alpha: 0.5 * (1 + inside / 14) ** 2 };
      return { colour: colours.dark, alpha: Math.min(1, inside + 0.5) };
    }
    return null;
  });
  return canvas.toPng();
}

/** A genre tile: the genre's own cover look with a fixed colour. */
export function paintGenre(genre: GenreName): Buffer {
  return paintCover(genre, `genre:${genre}`);
}

/** A playlist tile: overlapping translucent bars, a mosaic of its tracks' moods. */
export function paintPlaylist(seed: string): Buffer {
  const random = new Random(`playlist:${seed}`);
  const canvas = new Canvas(IMAGE_SIZE, IMAGE_SIZE);
  const colours = palette(random.range(0, 360), random);
  canvas.gradient(colours.dark, colours.deep, Math.PI / 4);
  const bars = random.int(5, 8);
  for (let i = 0; i < bars; i++) {
    const angle = random.range(0, Math.PI);
    const offset = random.range(-0.4, 0.4) * IMAGE_SIZE;
    const width = random.range(0.05, 0.16) * IMAGE_SIZE;
    const colour = random.pick([
      colours.accent,
      colours.light,
      mixColour(colours.accent, colours.light, 0.5),
    ]);
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    canvas.fill((x, y) => {
      const distance = Math.abs((x - IMAGE_SIZE / 2) * dx + (y - IMAGE_SIZE / 2) * dy - offset);
      const coverage = Math.min(1, Math.max(0, width / 2 - distance + 0.5));
      return coverage > 0 ? { colour, alpha: coverage * 0.55 } : null;
    });
  }
  return canvas.toPng();
}

function sunset(canvas: Canvas, colours: Palette, random: Random): void {
  const size = IMAGE_SIZE;
  const horizon = size * random.range(0.58, 0.66);
  const skyTop = colours.dark;
  const skyLow = mixColour(colours.deep, colours.accent, 0.35);
  canvas.fill((_, y) => ({ colour: mixColour(skyTop, skyLow, Math.min(1, y / horizon)), alpha: 1 }));
  const cx = size * random.range(0.35, 0.65);
  const radius = size * random.range(0.2, 0.27);
  const sunTop = hsl(random.range(40, 60), 1, 0.62);
  const sunBottom = hsl(random.range(300, 345), 0.9, 0.58);
  canvas.fill((x, y) => {
    const distance = Math.hypot(x - cx, y - horizon);
    const coverage = Math.min(1, Math.max(0, radius - distance + 0.5));
    if (coverage <= 0 || y > horizon) return null;
    const t = (y - (horizon - radius)) / radius;
    // The cut stripes thicken towards the horizon.
    const stripe = t > 0.45 && (y % 18) / 18 < (t - 0.45) * 1.1;
    return stripe ? null : { colour: mixColour(sunTop, sunBottom, t), alpha: coverage };
  });
  const grid = colours.accent;
  const vanishing = cx;
  canvas.fill((x, y) => {
    if (y <= horizon) return null;
    const depth = (y - horizon) / (size - horizon);
    const rowPhase = (Math.sqrt(depth) * 9) % 1;
    const column = ((x - vanishing) / (0.15 + depth * 2)) % 26;
    const onRow = rowPhase < 0.06 + depth * 0.04;
    const onColumn = Math.abs(column) < 1.3 + depth * 0.4;
    return {
      colour: onRow || onColumn ? grid : colours.dark,
      alpha: onRow || onColumn ? 0.45 + depth * 0.5 : 1,
    };
  });
}

function hills(canvas: Canvas, near: Rgb, far: Rgb, random: Random, layers: number, top: number): void {
  const size = IMAGE_SIZE;
  for (let layer = 0; layer < layers; layer++) {
    const base = size * (top + ((1 - top) * layer) / (layers + 0.5));
    const amplitude = size * random.range(0.03, 0.08);
    const frequency = random.range(1.5, 3.5);
    const phase = random.range(0, Math.PI * 2);
    const colour = mixColour(far, near, layers === 1 ? 1 : layer / (layers - 1));
    canvas.fill((x, y) => {
      const ridge = base + amplitude * Math.sin((x / size) * frequency * Math.PI + phase);
      const coverage = Math.min(1, Math.max(0, y - ridge + 0.5));
      return coverage > 0 ? { colour, alpha: coverage } : null;
    });
  }
}

function blobs(canvas: Canvas, colours: Rgb[], random: Random, count: number): void {
  const size = IMAGE_SIZE;
  for (let i = 0; i < count; i++) {
    const cx = random.range(0.1, 0.9) * size;
    const cy = random.range(0.1, 0.9) * size;
    const radius = random.range(0.2, 0.45) * size;
    const colour = random.pick(colours);
    const strength = random.range(0.6, 0.9);
    canvas.fill((x, y) => {
      const distance = Math.hypot(x - cx, y - cy) / radius;
      return distance < 1 ? { colour, alpha: strength * (1 - distance) ** 1.3 } : null;
    });
  }
}

function waves(canvas: Canvas, colours: Palette, random: Random): void {
  const size = IMAGE_SIZE;
  const bands = random.int(5, 9);
  for (let i = 0; i < bands; i++) {
    const base = size * (0.2 + (0.65 * i) / bands);
    const amplitude = size * random.range(0.03, 0.1);
    const frequency = random.range(1, 3);
    const phase = random.range(0, Math.PI * 2);
    const colour = mixColour(colours.accent, colours.light, i / bands);
    canvas.fill((x, y) => {
      const centre = base + amplitude * Math.sin((x / size) * frequency * Math.PI * 2 + phase);
      const coverage = Math.min(1, Math.max(0, 2.2 - Math.abs(y - centre)));
      return coverage > 0 ? { colour, alpha: coverage * 0.9 } : null;
    });
  }
}

/** A symmetric 8 × 8 sprite on a checkerboard, like a console character. */
function sprite(canvas: Canvas, colours: Palette, random: Random): void {
  const size = IMAGE_SIZE;
  const cells = 8;
  const pattern: boolean[][] = [];
  for (let row = 0; row < cells; row++) {
    const half = Array.from({ length: cells / 2 }, () => random.chance(0.55));
    pattern.push([...half, ...[...half].reverse()]);
  }
  const cell = size / 16;
  canvas.fill((x, y) => {
    const checker = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0;
    return { colour: checker ? colours.deep : mixColour(colours.deep, colours.dark, 0.45), alpha: 1 };
  });
  const spriteCell = size / 12;
  const origin = (size - spriteCell * cells) / 2;
  canvas.fill((x, y) => {
    const column = Math.floor((x - origin) / spriteCell);
    const row = Math.floor((y - origin) / spriteCell);
    if (column < 0 || row < 0 || column >= cells || row >= cells) return null;
    return pattern[row]?.[column] ? { colour: row < 3 ? colours.light : colours.accent, alpha: 1 } : null;
  });
}
