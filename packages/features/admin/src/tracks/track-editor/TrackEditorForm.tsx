import { isValidationError } from '@tonearm/client';
import type { AdminTrack, AdminTrackPayload, AdminTrackResponse } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { applyServerErrors, Button, ButtonLink, Form, FormTextField } from '@tonearm/ui';
import { Controller, useForm } from 'react-hook-form';
import { useCatalogueEndpoints } from '../../catalogue-editors/catalogue-endpoints';
import { EditorHeader } from '../../editor-page/EditorHeader';
import { useAfterSave } from '../../editor-page/use-after-save';
import { trackDuration } from '../catalogue-list/track-duration';
import { AlbumField } from './AlbumField';
import { ArtistCreditsField } from './ArtistCreditsField';
import { ArtworkField } from './ArtworkField';
import { AudioField } from './AudioField';
import { LongTextField } from './LongTextField';
import {
  type TrackFormValues,
  trackFormResolver,
  trackFormValues,
  trackPayload,
  trackServerErrors,
} from './track-form';

export interface TrackEditorFormProps {
  /** The stored track; `null` makes a new one. */
  track: AdminTrack | null;
  save: (payload: AdminTrackPayload) => Promise<AdminTrackResponse>;
}

/** Everything an admin edits of a track, saved together; the same form makes a new one. */
export function TrackEditorForm({ track, save }: TrackEditorFormProps) {
  const { trans } = useTrans();
  const endpoints = useCatalogueEndpoints();
  const backHref = endpoints.listHref('tracks');
  const afterSave = useAfterSave('tracks');
  const form = useForm<TrackFormValues>({
    defaultValues: trackFormValues(track),
    resolver: trackFormResolver(trans),
  });
  const { isDirty, isSubmitting, errors } = form.formState;

  const submit = async (values: TrackFormValues) => {
    try {
      const saved = await save(trackPayload(values));
      afterSave(track ? trans('Track updated') : trans('Track created'), () =>
        form.reset(trackFormValues(saved.track)),
      );
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      const { applied } = applyServerErrors(form, trackServerErrors(error.fieldErrors()));
      if (applied.length === 0) showRequestError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex max-w-3xl flex-col gap-5">
      <EditorHeader
        title={track ? trans('Edit “:name”', { name: track.name }) : trans('New track')}
        insightsHref={track && endpoints.insightsHref ? endpoints.insightsHref('tracks', track.id) : null}
      />
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ArtworkField
            label={trans('Artwork')}
            value={field.value}
            onChange={field.onChange}
            fallback={track?.image ?? null}
          />
        )}
      />
      <FormTextField control={form.control} name="name" label={trans('Name')} isRequired />
      <Controller
        control={form.control}
        name="artists"
        render={({ field, fieldState }) => (
          <ArtistCreditsField
            value={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="album"
        render={({ field, fieldState }) => (
          <AlbumField
            value={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={form.control}
          name="genres"
          label={trans('Genres')}
          description={trans('Separate them with commas.')}
        />
        <FormTextField
          control={form.control}
          name="tags"
          label={trans('Tags')}
          description={trans('Separate them with commas.')}
        />
        <FormTextField
          control={form.control}
          name="release_date"
          label={trans('Release date')}
          description={trans('YYYY-MM-DD, or empty.')}
        />
        <FormTextField
          control={form.control}
          name="duration"
          label={trans('Duration')}
          description={trans('Minutes and seconds, like :example.', { example: trackDuration(214_000) })}
          isRequired
        />
      </div>
      <LongTextField control={form.control} name="description" label={trans('Description')} />
      <LongTextField
        control={form.control}
        name="lyrics"
        label={trans('Lyrics')}
        description={trans('Plain text, or LRC with a [mm:ss.xx] time on every line to sync them.')}
        rows={8}
      />
      <Controller
        control={form.control}
        name="src"
        render={({ field, fieldState }) => (
          <AudioField
            current={track?.src ?? null}
            value={field.value}
            errorMessage={fieldState.error?.message}
            onChange={field.onChange}
            onDuration={(length) => form.setValue('duration', trackDuration(length), { shouldDirty: true })}
          />
        )}
      />
      {errors.root?.message && (
        <p role="alert" className="text-danger text-sm">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isPending={isSubmitting} isDisabled={!isDirty}>
          {trans('Save')}
        </Button>
        {backHref && (
          <ButtonLink variant="ghost" href={backHref}>
            {trans('Back to tracks')}
          </ButtonLink>
        )}
      </div>
    </Form>
  );
}
