/** The largest square centred in a `width` × `height` picture, as a source rectangle. */
export function centredSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/** The longest side artwork is stored at; larger pictures are scaled down as they are cropped. */
export const ARTWORK_SIZE = 1000;

/**
 * Artwork is square (players and cards show it so): the picture's centred square, at most {@link ARTWORK_SIZE}
 * pixels a side, as a JPEG named after the original. A picture the browser cannot decode is refused.
 */
export async function cropToSquare(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const { x, y, side } = centredSquare(bitmap.width, bitmap.height);
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
