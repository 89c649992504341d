import { useTrans } from '@tonearm/shell';
import { TextField } from '@tonearm/ui';
import { ImportArtistsField } from './ImportArtistsField';
import type { AlbumFormValues } from './import-form';

export interface ImportAlbumFieldsProps {
  values: AlbumFormValues;
  onChange: (values: AlbumFormValues) => void;
  /** Messages of the last publish, by field name. */
  errors: Readonly<Record<string, string>>;
}

/** The album every file goes into, proposed from what most of the files' tags say. */
export function ImportAlbumFields({ values, onChange, errors }: ImportAlbumFieldsProps) {
  const { trans } = useTrans();
  const field = (name: keyof AlbumFormValues) => ({
    value: values[name],
    onChange: (value: string) => onChange({ ...values, [name]: value }),
    isInvalid: Boolean(errors[`album.${name}`]),
    errorMessage: errors[`album.${name}`],
  });
  return (
    <fieldset className="grid gap-3 rounded-ui border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 font-medium">{trans('Album')}</legend>
      <TextField label={trans('Album name')} isRequired {...field('name')} />
      <ImportArtistsField
        label={trans('Album artists')}
        value={values.artists}
        onChange={(artists) => onChange({ ...values, artists })}
        errorMessage={errors['album.artists']}
      />
      <TextField label={trans('Year')} inputMode="numeric" {...field('year')} />
      <TextField
        label={trans('Genres')}
        description={trans('Separate genres with commas.')}
        {...field('genres')}
      />
    </fieldset>
  );
}
