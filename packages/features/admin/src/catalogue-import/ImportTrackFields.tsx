import { useTrans } from '@tonearm/shell';
import { TextField } from '@tonearm/ui';
import { ImportArtistsField } from './ImportArtistsField';
import type { TrackFormValues } from './import-form';
import { LyricsField } from './LyricsField';

export interface ImportTrackFieldsProps {
  values: TrackFormValues;
  onChange: (values: TrackFormValues) => void;
  /** Messages of the last publish, by field name (`name`, `artists`, …). */
  errors: Readonly<Record<string, string>>;
  /** On an album the album form names the album, so the track's own album field is left out. */
  inAlbum: boolean;
}

/** The track form of one uploaded file, filled from its tags. */
export function ImportTrackFields({ values, onChange, errors, inAlbum }: ImportTrackFieldsProps) {
  const { trans } = useTrans();
  const field = (name: keyof TrackFormValues) => ({
    value: String(values[name]),
    onChange: (value: string) => onChange({ ...values, [name]: value }),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={trans('Title')} isRequired {...field('name')} />
      <ImportArtistsField
        label={trans('Artists')}
        value={values.artists}
        onChange={(artists) => onChange({ ...values, artists })}
        errorMessage={errors.artists}
      />
      {inAlbum ? null : <TextField label={trans('Album')} {...field('album')} />}
      <TextField
        label={trans('Genres')}
        description={trans('Separate genres with commas.')}
        {...field('genres')}
      />
      <div className="grid grid-cols-3 gap-3 sm:col-span-2">
        <TextField label={trans('Track number')} inputMode="numeric" {...field('number')} />
        <TextField label={trans('Disc number')} inputMode="numeric" {...field('disc_number')} />
        <TextField label={trans('Year')} inputMode="numeric" {...field('year')} />
      </div>
      <div className="sm:col-span-2">
        <LyricsField
          label={trans('Lyrics')}
          description={
            values.lyrics_synced
              ? trans('Synced lyrics (LRC): each line starts at its time.')
              : trans('Plain lyrics.')
          }
          value={values.lyrics}
          onChange={(lyrics) => onChange({ ...values, lyrics })}
          errorMessage={errors.lyrics}
        />
      </div>
    </div>
  );
}
