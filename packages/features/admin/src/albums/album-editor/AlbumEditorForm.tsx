import { isValidationError } from '@tonearm/client';
import type { AdminAlbum, AdminAlbumPayload, AdminAlbumResponse } from '@tonearm/client/contract';
import { hasPermission } from '@tonearm/client/rules';
import { showRequestError, useCurrentUser, useTrans } from '@tonearm/shell';
import { applyServerErrors, Button, ButtonLink, Form, FormTextField, toast } from '@tonearm/ui';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCatalogueEndpoints } from '../../catalogue-editors/catalogue-endpoints';
import { EditorHeader } from '../../editor-page/EditorHeader';
import { useAfterSave } from '../../editor-page/use-after-save';
import { ArtistCreditsField } from '../../tracks/track-editor/ArtistCreditsField';
import { ArtworkField } from '../../tracks/track-editor/ArtworkField';
import { AlbumTracksField } from './AlbumTracksField';
import { AlbumTrackUploads } from './AlbumTrackUploads';
import { type AlbumFormValues, albumFormResolver, albumFormValues, albumPayload } from './album-form';
import { useAlbumTrackUploads } from './use-album-track-uploads';

export interface AlbumEditorFormProps {
  /** The stored album; `null` makes a new one. */
  album: AdminAlbum | null;
  save: (payload: AdminAlbumPayload) => Promise<AdminAlbumResponse>;
}

/** The server's field names as the form's. */
function albumServerErrors(errors: Readonly<Record<string, string | readonly string[]>>) {
  const mapped: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const name = field.startsWith('artist_ids')
      ? 'artists'
      : field.startsWith('track_ids')
        ? 'tracks'
        : field;
    mapped[name] = [...(mapped[name] ?? []), ...(typeof messages === 'string' ? [messages] : messages)];
  }
  return mapped;
}

/** Everything an admin edits of an album, its track order included, saved together; the same form makes a new one. */
export function AlbumEditorForm({ album, save }: AlbumEditorFormProps) {
  const { trans } = useTrans();
  const endpoints = useCatalogueEndpoints();
  const backHref = endpoints.listHref('albums');
  const afterSave = useAfterSave('albums');
  const form = useForm<AlbumFormValues>({
    defaultValues: albumFormValues(album),
    resolver: albumFormResolver(trans),
  });
  const { isDirty, isSubmitting } = form.formState;
  // Uploading publishes tracks, so it needs the upload section's permission besides the album's.
  const user = useCurrentUser();
  const uploadsAllowed = endpoints.uploadsIntoAlbums === true && hasPermission({ user }, 'music.create');
  const uploads = useAlbumTrackUploads(uploadsAllowed && album ? album.id : null, (track) =>
    form.setValue('tracks', [...form.getValues('tracks'), track], { shouldDirty: true }),
  );

  const navigate = useNavigate();
  // A new album takes uploads once stored: "Save and upload tracks" stores it and opens its form, which takes them.
  const submitThen = (next: 'after-save' | 'upload-tracks') => async (values: AlbumFormValues) => {
    try {
      const saved = await save(albumPayload(values));
      if (next === 'upload-tracks') {
        toast.positive(trans('Album created'));
        navigate(endpoints.albumEditHref(saved.album.id));
        return;
      }
      afterSave(album ? trans('Album updated') : trans('Album created'), () =>
        form.reset(albumFormValues(saved.album)),
      );
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      const { applied } = applyServerErrors(form, albumServerErrors(error.fieldErrors()));
      if (applied.length === 0) showRequestError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submitThen('after-save')} className="flex max-w-3xl flex-col gap-5">
      <EditorHeader
        title={album ? trans('Edit “:name”', { name: album.name }) : trans('New album')}
        insightsHref={album && endpoints.insightsHref ? endpoints.insightsHref('albums', album.id) : null}
      />
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ArtworkField label={trans('Artwork')} value={field.value} onChange={field.onChange} />
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
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          control={form.control}
          name="release_date"
          label={trans('Release date')}
          description={trans('YYYY-MM-DD, or empty.')}
        />
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
      </div>
      <Controller
        control={form.control}
        name="tracks"
        render={({ field }) => (
          <AlbumTracksField value={field.value} onChange={field.onChange}>
            {uploadsAllowed && album ? <AlbumTrackUploads state={uploads} /> : null}
            {uploadsAllowed && !album ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-muted-foreground text-sm">
                  {trans('Save the album to upload tracks into it.')}
                </p>
                <Button
                  variant="secondary"
                  isPending={isSubmitting}
                  onPress={() => form.handleSubmit(submitThen('upload-tracks'))()}
                >
                  {trans('Save and upload tracks')}
                </Button>
              </div>
            ) : null}
          </AlbumTracksField>
        )}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" isPending={isSubmitting} isDisabled={!isDirty || uploads.busy}>
          {trans('Save')}
        </Button>
        {backHref && (
          <ButtonLink variant="ghost" href={backHref}>
            {trans('Back to albums')}
          </ButtonLink>
        )}
        {uploads.busy ? (
          <p className="text-muted-foreground text-sm">{trans('Saving waits for the uploads to finish.')}</p>
        ) : null}
      </div>
    </Form>
  );
}
