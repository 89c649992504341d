import { useTrans } from '@tonearm/shell';
import { type Control, Controller, useWatch } from 'react-hook-form';
import {
  autoUpdateMethodLabels,
  contentModelLabels,
  contentOrderLabels,
  contentTypeLabels,
  restrictionLabels,
} from '../channel-labels';
import { ModelPicker } from '../ModelPicker';
import { ChannelSelect } from './ChannelSelect';
import type { ChannelFormValues } from './channel-form';

export interface ChannelContentFieldsProps {
  control: Control<ChannelFormValues>;
}

/**
 * How the content is chosen: every item of a type in an order, a list made by hand, or a list a method refreshes
 * every 24 hours; and the genre a list of every item is restricted to.
 */
export function ChannelContentFields({ control }: ChannelContentFieldsProps) {
  const { trans } = useTrans();
  const [contentType, method, restriction, model] = useWatch({
    control,
    name: ['content_type', 'auto_update_method', 'restriction', 'content_model'],
  });
  const restrictable =
    model === 'channel' || (contentType === 'listAll' && ['track', 'album', 'artist'].includes(model));
  const models =
    contentType === 'listAll'
      ? Object.fromEntries(Object.entries(contentModelLabels(trans)).filter(([key]) => key !== 'channel'))
      : contentModelLabels(trans);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold text-lg">{trans('Content')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChannelSelect
          control={control}
          name="content_type"
          label={trans('Content')}
          options={contentTypeLabels(trans)}
        />
        {contentType === 'autoUpdate' ? (
          <ChannelSelect
            control={control}
            name="auto_update_method"
            label={trans('Update method')}
            description={trans(
              'Recomputed every 24 hours from this site’s own plays, releases and playlists.',
            )}
            options={autoUpdateMethodLabels(trans)}
          />
        ) : (
          <ChannelSelect
            control={control}
            name="content_model"
            label={trans('Type of content')}
            options={models}
          />
        )}
        {contentType === 'listAll' && (
          <ChannelSelect
            control={control}
            name="content_order"
            label={trans('Order')}
            options={contentOrderLabels(trans)}
          />
        )}
        {contentType === 'autoUpdate' && method === 'playlistTracks' && (
          <Controller
            control={control}
            name="auto_update_playlist"
            render={({ field, fieldState }) => (
              <ModelPicker
                model="playlist"
                label={trans('Playlist')}
                placeholder={trans('Type a playlist’s name…')}
                value={field.value}
                onChange={(item) => field.onChange(item ? { id: item.id, name: item.name } : null)}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        )}
      </div>
      {restrictable && (
        <div className="grid gap-4 sm:grid-cols-2">
          <ChannelSelect
            control={control}
            name="restriction"
            label={trans('Genre restriction')}
            options={restrictionLabels(trans)}
          />
          {restriction === 'fixed' && (
            <Controller
              control={control}
              name="restriction_genre"
              render={({ field, fieldState }) => (
                <ModelPicker
                  model="genre"
                  label={trans('Genre')}
                  placeholder={trans('Type a genre’s name…')}
                  value={field.value}
                  onChange={(item) => field.onChange(item ? { id: item.id, name: item.name } : null)}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
