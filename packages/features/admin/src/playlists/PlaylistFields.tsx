import { useTrans } from '@tonearm/shell';
import { FormSwitch, FormTextField } from '@tonearm/ui';
import { type Control, Controller } from 'react-hook-form';
import { ArtworkField } from '../tracks/track-editor/ArtworkField';
import { LongTextField } from '../tracks/track-editor/LongTextField';
import type { PlaylistFormValues } from './playlist-form';

export interface PlaylistFieldsProps {
  control: Control<PlaylistFormValues>;
  /** Focuses the name when the dialog opens. */
  autoFocusName?: boolean;
}

/** A playlist's cover (uploaded at once), name, description, visibility and collaboration, as listeners edit them. */
export function PlaylistFields({ control, autoFocusName }: PlaylistFieldsProps) {
  const { trans } = useTrans();
  return (
    <>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ArtworkField
            label={trans('Image')}
            value={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <FormTextField
        name="name"
        control={control}
        label={trans('Name')}
        isRequired
        autoFocus={autoFocusName}
      />
      <LongTextField control={control} name="description" label={trans('Description')} rows={3} />
      <FormSwitch<PlaylistFormValues>
        control={control}
        name="public"
        description={trans('Anyone can find and open it; otherwise only its owner and collaborators.')}
      >
        {trans('Public')}
      </FormSwitch>
      <FormSwitch<PlaylistFormValues>
        control={control}
        name="collaborative"
        description={trans('People the owner invites can add and remove tracks.')}
      >
        {trans('Collaborative')}
      </FormSwitch>
    </>
  );
}
