/** The largest square centred in a `width` × `height` picture, as a source rectangle. */
export function centredSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/** The longest side artwork is stored at; larger pictures are scaled down as they are cropped. */
export const ARTWORK_SIZE = 1000;

/** A square of a picture in its own pixels: its top left corner and its side. */
export interface SquareArea {
  x: number;
  y: number;
  side: number;
}

/**
 * `area` kept inside a `width` × `height` picture, in whole pixels: its side at most the picture's shorter one, its
 * corner moved in so the square does not leave the picture (a cropper's rounding can reach a pixel past it).
 */
export function squareWithin(area: SquareArea, width: number, height: number): SquareArea {
  const side = Math.max(1, Math.min(Math.round(area.side), width, height));
  const clamp = (value: number, room: number) => Math.min(Math.max(0, Math.round(value)), room - side);
  return { x: clamp(area.x, width), y: clamp(area.y, height), side };
}

/**
 * Artwork is square (players and cards show it so): the chosen square of the picture (its centred one unless said),
 * at most {@link ARTWORK_SIZE} pixels a side, as a JPEG named after the original. A picture the browser cannot
 * decode is refused.
 */
export async function cropToSquare(file: File, area?: SquareArea): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const { x, y, side } = area
      ? squareWithin(area, bitmap.width, bitmap.height)
      : centredSquare(bitmap.width, bitmap.height);
    const size = Math.min(side, ARTWORK_SIZE);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    canvas.getContext('2d')?.drawImage(bitmap, x, y, side, side, 0, 0, size, size);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    if (!blob) throw new Error('The picture could not be cropped.');
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
