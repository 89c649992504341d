import { isValidationError } from '@tonearm/client';
import type { AdminPlaylistPayload, AdminPlaylistRow } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import {
  applyServerErrors,
  Button,
  Dialog,
  DialogFooter,
  DialogTitle,
  Form,
  Modal,
  toast,
} from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { PlaylistFields } from './PlaylistFields';
import {
  type PlaylistFormValues,
  playlistFormResolver,
  playlistFormValues,
  playlistPayload,
} from './playlist-form';

export interface PlaylistDialogProps {
  /** The playlist to edit; the dialog is open while set. */
  playlist: AdminPlaylistRow | null;
  onClose: () => void;
  /** Saves the playlist; a 422 shows on its fields. */
  save: (id: number, payload: AdminPlaylistPayload) => Promise<unknown>;
}

function PlaylistForm({ playlist, onClose, save }: PlaylistDialogProps & { playlist: AdminPlaylistRow }) {
  const { trans } = useTrans();
  const form = useForm<PlaylistFormValues>({
    defaultValues: playlistFormValues(playlist),
    resolver: playlistFormResolver(trans),
  });
  const submit = async (values: PlaylistFormValues) => {
    try {
      await save(playlist.id, playlistPayload(values));
      toast.positive(trans('Playlist updated'));
      onClose();
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, error.fieldErrors()).applied.length === 0) showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>{trans('Edit “:name”', { name: playlist.name })}</DialogTitle>
      <PlaylistFields control={form.control} autoFocusName />
      <DialogFooter>
        <Button variant="outline" onPress={onClose}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {trans('Save')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Edit" on any listener's playlist: its cover (uploaded at once), name, description, visibility and collaboration. */
export function PlaylistDialog(props: PlaylistDialogProps) {
  const { playlist, onClose } = props;
  return (
    <Modal isOpen={playlist !== null} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog>{playlist && <PlaylistForm {...props} playlist={playlist} />}</Dialog>
    </Modal>
  );
}
