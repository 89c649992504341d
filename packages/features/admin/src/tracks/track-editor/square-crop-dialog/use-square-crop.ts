import { useCallback, useEffect, useState } from 'react';
import type { Area, Point } from 'react-easy-crop';
import type { SquareArea } from '../square-crop';
import { MIN_CROP_ZOOM, zoomedBy } from './crop-zoom';

/** An object address for `file` while it is shown, revoked when it changes or the step closes. */
function usePictureAddress(file: File | null): string | null {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const made = URL.createObjectURL(file);
    setAddress(made);
    return () => {
      URL.revokeObjectURL(made);
      setAddress(null);
    };
  }, [file]);
  return address;
}

/**
 * The crop step's state for one picture: where it sits, how far it is zoomed and the square chosen, in the picture's
 * own pixels; a new picture starts centred and whole.
 */
export function useSquareCrop(file: File | null) {
  const picture = usePictureAddress(file);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_CROP_ZOOM);
  const [area, setArea] = useState<SquareArea | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new picture starts over
  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_CROP_ZOOM);
    setArea(null);
  }, [file]);
  const onCropComplete = useCallback((_: Area, pixels: Area) => {
    setArea({ x: pixels.x, y: pixels.y, side: Math.min(pixels.width, pixels.height) });
  }, []);
  const zoomBy = useCallback((steps: number) => setZoom((current) => zoomedBy(current, steps)), []);
  return { picture, crop, setCrop, zoom, setZoom, zoomBy, area, onCropComplete };
}
