import { useTrans } from '@tonearm/shell';
import { Dialog, DialogTrigger, fieldLabelStyles, inputVariants, Popover } from '@tonearm/ui';
import { useMemo } from 'react';
import {
  type Color,
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  Input,
  Label,
  parseColor,
  Button as RACButton,
  SliderTrack,
} from 'react-aria-components';
import { parseRgbTriplet } from './contrast';

const thumbClasses =
  'size-6 rounded-full border-2 border-white shadow-[0_0_0_1px_black,inset_0_0_0_1px_black] data-[focus-visible]:size-7 data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid';

/** A theme colour (`R G B`) as a colour object; black when the theme holds no valid value. */
export function tripletToColor(value: string | undefined): Color {
  const [red, green, blue] = parseRgbTriplet(value) ?? [0, 0, 0];
  return parseColor(`rgb(${red}, ${green}, ${blue})`);
}

/** A colour as a theme stores it: `R G B`. */
export function colorToTriplet(color: Color): string {
  const rgb = color.toFormat('rgb');
  return ['red', 'green', 'blue']
    .map((channel) => Math.round(rgb.getChannelValue(channel as 'red')))
    .join(' ');
}

export interface ThemeColorFieldProps {
  /** What the colour paints. */
  label: string;
  /** The colour as `R G B`. */
  value: string | undefined;
  onChange: (triplet: string) => void;
}

/**
 * One colour of a theme: its swatch and hex value open a picker (a saturation and brightness area, a hue slider,
 * a hex field), every change applied at once. The area and the slider move by arrow keys too.
 */
export function ThemeColorField({ label, value, onChange }: ThemeColorFieldProps) {
  const { trans } = useTrans();
  const color = useMemo(() => tripletToColor(value), [value]);
  const hex = color.toString('hex');
  return (
    <ColorPicker value={color} onChange={(next) => onChange(colorToTriplet(next))}>
      <DialogTrigger>
        <RACButton
          aria-label={trans(':name: :hex, change the colour', { name: label, hex })}
          className="flex min-h-10 w-full items-center gap-3 rounded-ui px-2 py-1 text-left text-sm outline-hidden data-[hovered]:bg-muted data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid"
        >
          <ColorSwatch className="size-7 shrink-0 rounded-ui border border-border" />
          <span className="flex-1">{label}</span>
          <span className="font-mono text-muted-foreground text-xs uppercase">{hex}</span>
        </RACButton>
        <Popover placement="bottom end">
          <Dialog aria-label={label} padding="none" className="flex w-60 flex-col gap-3 p-3">
            <ColorArea
              aria-label={trans('Saturation and brightness')}
              colorSpace="hsb"
              xChannel="saturation"
              yChannel="brightness"
              className="aspect-square w-full shrink-0 rounded-ui"
            >
              <ColorThumb className={thumbClasses} />
            </ColorArea>
            <ColorSlider colorSpace="hsb" channel="hue" className="flex flex-col gap-1">
              <Label className={fieldLabelStyles}>{trans('Hue')}</Label>
              <SliderTrack className="h-7 w-full rounded-ui">
                <ColorThumb className={`${thumbClasses} top-1/2`} />
              </SliderTrack>
            </ColorSlider>
            <ColorField className="flex flex-col gap-1">
              <Label className={fieldLabelStyles}>{trans('Hex')}</Label>
              <Input className={inputVariants({ size: 'sm' })} />
            </ColorField>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </ColorPicker>
  );
}
