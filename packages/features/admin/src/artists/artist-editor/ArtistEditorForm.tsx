import { isValidationError } from '@tonearm/client';
import type { AdminArtist, AdminArtistPayload, AdminArtistResponse } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { applyServerErrors, Button, ButtonLink, Form, FormSwitch, FormTextField } from '@tonearm/ui';
import { Link } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { useCatalogueEndpoints } from '../../catalogue-editors/catalogue-endpoints';
import { EditorHeader } from '../../editor-page/EditorHeader';
import { useAfterSave } from '../../editor-page/use-after-save';
import { ArtworkField } from '../../tracks/track-editor/ArtworkField';
import { LongTextField } from '../../tracks/track-editor/LongTextField';
import { ArtistLinksField } from './ArtistLinksField';
import { type ArtistFormValues, artistFormResolver, artistFormValues, artistPayload } from './artist-form';
import { ProfileImagesField } from './ProfileImagesField';

export interface ArtistEditorFormProps {
  /** The stored artist; `null` makes a new one. */
  artist: AdminArtist | null;
  save: (payload: AdminArtistPayload) => Promise<AdminArtistResponse>;
  /**
   * Leaves out what only admins change: the verified switch goes and the name is read only (an artist's own
   * profile in the backstage). @default false
   */
  hideAdminFields?: boolean;
}

/** Everything an admin edits of an artist, saved together, and the artist's albums; the same form makes a new one. */
export function ArtistEditorForm({ artist, save, hideAdminFields = false }: ArtistEditorFormProps) {
  const { trans } = useTrans();
  const endpoints = useCatalogueEndpoints();
  const backHref = endpoints.listHref('artists');
  const afterSave = useAfterSave('artists');
  const form = useForm<ArtistFormValues>({
    defaultValues: artistFormValues(artist),
    resolver: artistFormResolver(trans),
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = async (values: ArtistFormValues) => {
    try {
      const saved = await save(artistPayload(values));
      afterSave(artist ? trans('Artist updated') : trans('Artist created'), () =>
        form.reset(artistFormValues(saved.artist)),
      );
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      const { applied } = applyServerErrors(form, error.fieldErrors());
      if (applied.length === 0) showRequestError(error);
    }
  };

  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <Form form={form} onSubmit={submit} className="flex flex-col gap-5">
        <EditorHeader
          title={artist ? trans('Edit “:name”', { name: artist.name }) : trans('New artist')}
          insightsHref={
            artist && endpoints.insightsHref ? endpoints.insightsHref('artists', artist.id) : null
          }
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ArtworkField
              label={trans('Image')}
              value={field.value}
              onChange={field.onChange}
              shape="round"
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="name"
          label={trans('Name')}
          isRequired={!hideAdminFields}
          isReadOnly={hideAdminFields}
          description={hideAdminFields ? trans('Ask the site’s team to rename your artist.') : undefined}
        />
        {!hideAdminFields && (
          <FormSwitch<ArtistFormValues>
            control={form.control}
            name="verified"
            description={trans('A verified artist shows a badge beside its name.')}
          >
            {trans('Verified')}
          </FormSwitch>
        )}
        <ArtistLinksField control={form.control} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField control={form.control} name="city" label={trans('City')} />
          <FormTextField control={form.control} name="country" label={trans('Country')} />
        </div>
        <LongTextField control={form.control} name="bio" label={trans('Biography')} rows={6} />
        <Controller
          control={form.control}
          name="profile_images"
          render={({ field }) => <ProfileImagesField value={field.value} onChange={field.onChange} />}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isPending={isSubmitting} isDisabled={!isDirty}>
            {trans('Save')}
          </Button>
          {backHref && (
            <ButtonLink variant="ghost" href={backHref}>
              {trans('Back to artists')}
            </ButtonLink>
          )}
        </div>
      </Form>
      {artist && <ArtistAlbums albums={artist.albums} />}
    </div>
  );
}

/** The albums credited to the artist, each linking to its form. */
function ArtistAlbums({ albums }: { albums: AdminArtist['albums'] }) {
  const { trans } = useTrans();
  const endpoints = useCatalogueEndpoints();
  return (
    <section aria-labelledby="artist-albums" className="flex flex-col gap-2 border-border border-t pt-5">
      <h2 id="artist-albums" className="font-semibold text-lg">
        {trans('Albums')}
      </h2>
      {albums.length === 0 ? (
        <p className="text-muted-foreground text-sm">{trans('No albums yet')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {albums.map((album) => (
            <li key={album.id} className="flex items-center gap-3">
              <Link
                href={endpoints.albumEditHref(album.id)}
                className="inline-flex min-h-6 items-center font-medium underline outline-hidden data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid"
              >
                {album.name}
              </Link>
              {album.release_date && (
                <span className="text-muted-foreground text-sm">{album.release_date}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
