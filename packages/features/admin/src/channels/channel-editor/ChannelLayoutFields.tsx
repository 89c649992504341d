import { useTrans } from '@tonearm/shell';
import { FormTextField } from '@tonearm/ui';
import type { Control } from 'react-hook-form';
import { layoutLabels, paginationLabels } from '../channel-labels';
import { ChannelSelect } from './ChannelSelect';
import type { ChannelFormValues } from './channel-form';

export interface ChannelLayoutFieldsProps {
  control: Control<ChannelFormValues>;
}

/** The layout, the layout inside another channel, the paging of the page, and the title and description for SEO. */
export function ChannelLayoutFields({ control }: ChannelLayoutFieldsProps) {
  const { trans } = useTrans();
  const layouts = layoutLabels(trans);
  return (
    <>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-lg">{trans('Layout')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <ChannelSelect control={control} name="layout" label={trans('Layout')} options={layouts} />
          <ChannelSelect
            control={control}
            name="nested_layout"
            label={trans('Layout inside another channel')}
            options={{ none: trans('Same as the layout'), ...layouts }}
          />
          <ChannelSelect
            control={control}
            name="pagination"
            label={trans('Pagination')}
            options={paginationLabels(trans)}
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-lg">{trans('SEO')}</legend>
        <FormTextField
          control={control}
          name="seo_title"
          label={trans('SEO title')}
          description={trans('Empty uses the channel’s title.')}
        />
        <FormTextField
          control={control}
          name="seo_description"
          label={trans('SEO description')}
          description={trans('Empty uses the channel’s description.')}
        />
      </fieldset>
    </>
  );
}
