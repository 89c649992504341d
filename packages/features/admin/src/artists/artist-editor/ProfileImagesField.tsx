import { useTrans } from '@tonearm/shell';
import { Button, fieldLabelStyles } from '@tonearm/ui';
import { useId } from 'react';
import { ArtworkField } from '../../tracks/track-editor/ArtworkField';

export interface ProfileImagesFieldProps {
  value: string[];
  onChange: (images: string[]) => void;
}

/** The pictures an artist's page shows besides its main image: each uploaded, cropped square, and removable. */
export function ProfileImagesField({ value, onChange }: ProfileImagesFieldProps) {
  const { trans } = useTrans();
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box around the pictures
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className={fieldLabelStyles}>
        {trans('Profile images')}
      </span>
      <ul className="flex flex-wrap gap-3">
        {value.map((image, index) => (
          <li key={image} className="flex flex-col items-start gap-1">
            <img
              src={image}
              alt={trans('Profile image :number', { number: index + 1 })}
              className="size-24 rounded-ui object-cover"
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={trans('Remove: profile image :number', { number: index + 1 })}
              onPress={() => onChange(value.filter((other) => other !== image))}
            >
              {trans('Remove')}
            </Button>
          </li>
        ))}
      </ul>
      {value.length < 20 && (
        <ArtworkField
          label={trans('Add a profile image')}
          value={null}
          onChange={(url) => url && onChange([...value, url])}
        />
      )}
    </div>
  );
}
