import type { LandingAppearance } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Slider, Switch, TextArea, TextField } from '@tonearm/ui';
import { BrandingImageField } from '../general/BrandingImageField';
import { LandingOverlayColourField } from './LandingOverlayColourField';

export interface LandingHeaderFieldsProps {
  landing: LandingAppearance;
  onChange: (patch: Partial<LandingAppearance>) => void;
}

/** The landing page's header (title, subtitle, image and its overlay) and which blocks show. */
export function LandingHeaderFields({ landing, onChange }: LandingHeaderFieldsProps) {
  const { trans } = useTrans();
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={trans('Header title')}
        description={trans('Empty shows the site name.')}
        value={landing.header_title}
        onChange={(header_title) => onChange({ header_title })}
      />
      <TextArea
        label={trans('Header subtitle')}
        description={trans('Empty shows the site description.')}
        value={landing.header_subtitle}
        onChange={(header_subtitle) => onChange({ header_subtitle })}
        rows={2}
      />
      <BrandingImageField
        label={trans('Header image')}
        description={trans('Shown behind the header, under the overlay colours.')}
        value={landing.header_image}
        onChange={(header_image) => onChange({ header_image })}
      />
      <LandingOverlayColourField
        label={trans('Overlay colour 1')}
        value={landing.header_overlay_color_1}
        onChange={(header_overlay_color_1) => onChange({ header_overlay_color_1 })}
      />
      <LandingOverlayColourField
        label={trans('Overlay colour 2')}
        value={landing.header_overlay_color_2}
        onChange={(header_overlay_color_2) => onChange({ header_overlay_color_2 })}
      />
      <Slider
        label={trans('Overlay opacity')}
        minValue={0}
        maxValue={100}
        step={5}
        value={landing.header_overlay_opacity}
        onChange={(header_overlay_opacity) => onChange({ header_overlay_opacity })}
        formatValue={(value) => `${value}%`}
      />
      <Switch isSelected={landing.show_trending} onChange={(show_trending) => onChange({ show_trending })}>
        {trans('Show trending artists')}
      </Switch>
      <Switch isSelected={landing.show_pricing} onChange={(show_pricing) => onChange({ show_pricing })}>
        {trans('Show the pricing table')}
      </Switch>
    </div>
  );
}
