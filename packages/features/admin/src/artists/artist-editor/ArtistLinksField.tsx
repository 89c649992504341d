import { useTrans } from '@tonearm/shell';
import { Button, FormTextField, fieldLabelStyles } from '@tonearm/ui';
import { useId } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import type { ArtistFormValues } from './artist-form';

/** The links an artist's page lists: a title and an address each, added and removed. */
export function ArtistLinksField({ control }: { control: Control<ArtistFormValues> }) {
  const { trans } = useTrans();
  const links = useFieldArray({ control, name: 'links' });
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box around the rows
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className={fieldLabelStyles}>
        {trans('Links')}
      </span>
      {links.fields.map((link, index) => (
        // biome-ignore lint/a11y/useSemanticElements: as above
        <div
          key={link.id}
          role="group"
          aria-label={trans('Link :number', { number: index + 1 })}
          className="flex flex-wrap items-end gap-2"
        >
          <FormTextField
            control={control}
            name={`links.${index}.title`}
            label={trans('Title')}
            className="w-40"
          />
          <FormTextField
            control={control}
            name={`links.${index}.url`}
            label={trans('Address')}
            className="min-w-56 flex-1"
          />
          <Button variant="ghost" onPress={() => links.remove(index)}>
            {trans('Remove')}
          </Button>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onPress={() => links.append({ title: '', url: '' })}
      >
        {trans('Add a link')}
      </Button>
    </div>
  );
}
