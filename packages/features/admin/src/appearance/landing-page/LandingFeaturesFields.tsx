import type { LandingPrimaryFeature, LandingSecondaryFeature } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button, TextArea, TextField } from '@tonearm/ui';
import { BrandingImageField } from '../general/BrandingImageField';
import { removeAt, replaceAt } from './landing-lists';

type Feature = LandingPrimaryFeature | LandingSecondaryFeature;

export interface LandingFeaturesFieldsProps<F extends Feature> {
  /** What one feature is called in labels: "Feature" or "Secondary feature". */
  noun: string;
  features: F[];
  onChange: (features: F[]) => void;
  /** A new, empty feature. */
  blank: F;
  /** The most features the list takes. */
  max: number;
}

/**
 * A list of the landing page's features: each with a title, a subtitle, a picture uploaded through the upload
 * engine and, for secondary features, a description; added and removed.
 */
export function LandingFeaturesFields<F extends Feature>({
  noun,
  features,
  onChange,
  blank,
  max,
}: LandingFeaturesFieldsProps<F>) {
  const { trans } = useTrans();
  const change = (index: number, patch: Partial<Feature>) =>
    onChange(replaceAt(features, index, patch as Partial<F>));
  return (
    <div className="flex flex-col gap-4">
      {features.length === 0 && <p className="text-muted-foreground text-sm">{trans('None yet.')}</p>}
      {features.map((feature, index) => {
        const name = trans(':noun :number', { noun, number: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: features have no id; the position is what the list edits.
          <fieldset key={index} className="flex flex-col gap-3 rounded-ui border border-border p-3">
            <legend className="px-1 font-medium text-sm">{name}</legend>
            <TextField
              label={trans('Title')}
              value={feature.title}
              onChange={(title) => change(index, { title })}
              isRequired
              isInvalid={feature.title.trim() === ''}
              errorMessage={trans('Give the feature a title.')}
            />
            <TextField
              label={trans('Subtitle')}
              value={feature.subtitle}
              onChange={(subtitle) => change(index, { subtitle })}
            />
            {'description' in feature && (
              <TextArea
                label={trans('Description')}
                value={feature.description}
                onChange={(description) => change(index, { description })}
                rows={3}
              />
            )}
            <BrandingImageField
              label={trans(':name image', { name })}
              description={trans('Shown beside the feature.')}
              value={feature.image}
              onChange={(image) => change(index, { image })}
            />
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onPress={() => onChange(removeAt(features, index))}
              aria-label={trans('Remove :name', { name })}
            >
              {trans('Remove')}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        isDisabled={features.length >= max}
        onPress={() => onChange([...features, { ...blank }])}
      >
        {trans('Add :noun', { noun: noun.toLowerCase() })}
      </Button>
    </div>
  );
}
