import { useTrans } from '@tonearm/shell';
import {
  Button,
  Dialog,
  DialogFooter,
  DialogTitle,
  Modal,
  Slider,
  type SliderValueFormatter,
} from '@tonearm/ui';
import { type KeyboardEvent, useId } from 'react';
import Cropper from 'react-easy-crop';
import type { SquareArea } from '../square-crop';
import { CROP_KEYBOARD_STEP, CROP_ZOOM_STEP, MAX_CROP_ZOOM, MIN_CROP_ZOOM, zoomKeyStep } from './crop-zoom';
import { useSquareCrop } from './use-square-crop';

export interface SquareCropDialogProps {
  /** The picture to crop; `null` keeps the step closed. */
  file: File | null;
  /**
   * Round for an artist's picture, as it is shown; the stored picture stays square.
   * @default 'square'
   */
  shape?: 'square' | 'round';
  /** The square chosen, in the picture's own pixels. */
  onCrop: (area: SquareArea) => void;
  onCancel: () => void;
}

// The zoom as the share of the picture's shorter side shown: 100% is the whole of it.
const formatZoom: SliderValueFormatter = (value, { locale }) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);

/**
 * The crop step before artwork is uploaded: a square over the picture, moved by dragging or the arrow keys and
 * zoomed by the wheel, a pinch, the slider or + and −; "Crop and upload" hands the square on.
 */
export function SquareCropDialog({ file, shape = 'square', onCrop, onCancel }: SquareCropDialogProps) {
  const { trans } = useTrans();
  const state = useSquareCrop(file);
  const instructionsId = useId();
  const zoomWithKeys = (event: KeyboardEvent) => {
    const steps = zoomKeyStep(event.key);
    if (steps === null) return;
    event.preventDefault();
    state.zoomBy(steps);
  };
  return (
    <Modal isOpen={file !== null} onOpenChange={(open) => !open && onCancel()} isDismissable>
      <Dialog>
        <div className="flex flex-col gap-4">
          <DialogTitle>{trans('Crop the picture')}</DialogTitle>
          <p id={instructionsId} className="text-muted-foreground text-sm">
            {trans('Drag the picture or move it with the arrow keys; + and − zoom.')}
          </p>
          {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/noNoninteractiveElementInteractions: + and − bubble here from the focused crop area */}
          <div
            className="relative aspect-square w-full overflow-hidden rounded-ui bg-muted"
            onKeyDown={zoomWithKeys}
          >
            {state.picture && (
              <Cropper
                image={state.picture}
                crop={state.crop}
                zoom={state.zoom}
                aspect={1}
                minZoom={MIN_CROP_ZOOM}
                maxZoom={MAX_CROP_ZOOM}
                cropShape={shape === 'round' ? 'round' : 'rect'}
                keyboardStep={CROP_KEYBOARD_STEP}
                onCropChange={state.setCrop}
                onZoomChange={state.setZoom}
                onCropComplete={state.onCropComplete}
                classes={{
                  cropAreaClassName: 'outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus',
                }}
                mediaProps={{ alt: '' }}
                cropperProps={{
                  role: 'group',
                  'aria-label': trans('Crop area'),
                  'aria-describedby': instructionsId,
                }}
              />
            )}
          </div>
          <Slider
            label={trans('Zoom')}
            minValue={MIN_CROP_ZOOM}
            maxValue={MAX_CROP_ZOOM}
            step={CROP_ZOOM_STEP}
            value={state.zoom}
            onChange={(value) => state.setZoom(Array.isArray(value) ? (value[0] ?? MIN_CROP_ZOOM) : value)}
            formatValue={formatZoom}
          />
          <DialogFooter>
            <Button variant="outline" onPress={onCancel}>
              {trans('Cancel')}
            </Button>
            <Button isDisabled={state.area === null} onPress={() => state.area && onCrop(state.area)}>
              {trans('Crop and upload')}
            </Button>
          </DialogFooter>
        </div>
      </Dialog>
    </Modal>
  );
}
