import { useTrans } from '@tonearm/shell';
import { FormSwitch, FormTextField } from '@tonearm/ui';
import type { Control } from 'react-hook-form';
import type { ChannelFormValues } from './channel-form';

export interface ChannelDetailsFieldsProps {
  control: Control<ChannelFormValues>;
}

/** Title, slug, description and whether the page shows the title. */
export function ChannelDetailsFields({ control }: ChannelDetailsFieldsProps) {
  const { trans } = useTrans();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold text-lg">{trans('Title and description')}</legend>
      <FormTextField control={control} name="name" label={trans('Title')} isRequired />
      <FormTextField
        control={control}
        name="slug"
        label={trans('Slug')}
        description={trans(
          'The channel’s address: lowercase letters, digits and dashes. Empty makes one from the title.',
        )}
      />
      <FormTextField control={control} name="description" label={trans('Description')} />
      <FormSwitch control={control} name="hide_title">
        {trans('Hide the title on the channel page')}
      </FormSwitch>
    </fieldset>
  );
}
