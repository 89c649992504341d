import { isValidationError } from '@tonearm/client';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX, type Playlist } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import {
  applyServerErrors,
  Button,
  Dialog,
  DialogFooter,
  DialogTitle,
  Form,
  FormSwitch,
  FormTextField,
  Modal,
} from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { DescriptionField } from './DescriptionField';
import { PlaylistCoverField } from './PlaylistCoverField';
import { type PlaylistFormValues, playlistFormValues, toPlaylistPayload } from './playlist-form';
import { useCoverUpload } from './use-cover-upload';
import { usePlaylistChanges } from './use-playlist-changes';

export interface PlaylistFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The playlist to edit; without it the dialog makes a new one. @default undefined */
  playlist?: Playlist;
  /** Called with the playlist as the server saved it, before the dialog closes. */
  onSaved: (playlist: Playlist) => unknown;
}

function PlaylistForm({
  playlist,
  onSaved,
  close,
}: Omit<PlaylistFormDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const { trans } = useTrans();
  const changes = usePlaylistChanges();
  const form = useForm<PlaylistFormValues>({ defaultValues: playlistFormValues(playlist) });
  const cover = useCoverUpload();
  const submit = async (values: PlaylistFormValues) => {
    try {
      const payload = toPlaylistPayload(values, playlist?.image ?? null);
      const saved = playlist ? await changes.update(playlist.id, payload) : await changes.create(payload);
      await onSaved(saved);
      close();
    } catch (error) {
      // A 422 puts its messages on the fields (doc 000 §5); anything else is the app's error notice.
      if (isValidationError(error) && applyServerErrors(form, error.fieldErrors()).applied.length > 0) return;
      showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>{playlist ? trans('Edit playlist') : trans('New playlist')}</DialogTitle>
      <PlaylistCoverField<PlaylistFormValues> name="image" label={trans('Cover')} cover={cover} />
      <FormTextField<PlaylistFormValues>
        name="name"
        label={trans('Name')}
        autoFocus
        isRequired
        rules={{
          validate: (value) => String(value).trim() !== '' || trans('The name field is required.'),
          maxLength: {
            value: PLAYLIST_NAME_MAX,
            message: trans('The name must not be greater than :max characters.', {
              max: String(PLAYLIST_NAME_MAX),
            }),
          },
        }}
      />
      <DescriptionField<PlaylistFormValues>
        name="description"
        label={trans('Description')}
        rules={{
          maxLength: {
            value: PLAYLIST_DESCRIPTION_MAX,
            message: trans('The description must not be greater than :max characters.', {
              max: String(PLAYLIST_DESCRIPTION_MAX),
            }),
          },
        }}
      />
      <FormSwitch<PlaylistFormValues> name="public" description={trans('Anyone can find and play it.')}>
        {trans('Public')}
      </FormSwitch>
      <FormSwitch<PlaylistFormValues>
        name="collaborative"
        description={trans('Other listeners can add, remove and reorder its tracks.')}
      >
        {trans('Collaborative')}
      </FormSwitch>
      <DialogFooter>
        <Button variant="outline" onPress={close}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting} isDisabled={cover.isUploading}>
          {playlist ? trans('Save') : trans('Create')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * The dialog that makes a playlist or edits one: cover (uploaded at once, sent on Save), name (required),
 * description, public and collaborative. The server's 422 messages show on their fields.
 */
export function PlaylistFormDialog({ isOpen, onOpenChange, playlist, onSaved }: PlaylistFormDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="md">
      <Dialog>
        {({ close }) => <PlaylistForm {...(playlist ? { playlist } : {})} onSaved={onSaved} close={close} />}
      </Dialog>
    </Modal>
  );
}
