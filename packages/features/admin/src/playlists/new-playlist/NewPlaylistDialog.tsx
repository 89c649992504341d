import { isValidationError } from '@tonearm/client';
import type { AdminPlaylistCreatePayload, AdminPlaylistOwner } from '@tonearm/client/contract';
import { showRequestError, useCurrentUser, useTrans } from '@tonearm/shell';
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
import { Controller, useForm } from 'react-hook-form';
import { OwnerPicker } from '../owner-picker';
import { PlaylistFields } from '../PlaylistFields';
import {
  newPlaylistFormResolver,
  newPlaylistFormValues,
  newPlaylistPayload,
  type PlaylistFormValues,
  playlistFieldErrors,
} from '../playlist-form';

export interface NewPlaylistDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  onClose: () => void;
  /** Adds the playlist; a 422 shows on its fields. */
  create: (payload: AdminPlaylistCreatePayload) => Promise<unknown>;
}

function NewPlaylistForm({ onClose, create }: Omit<NewPlaylistDialogProps, 'isOpen'>) {
  const { trans } = useTrans();
  const user = useCurrentUser();
  const operator: AdminPlaylistOwner | null = user
    ? { id: user.id, name: user.name, email: user.email, image: user.image }
    : null;
  const form = useForm<PlaylistFormValues>({
    defaultValues: newPlaylistFormValues(operator),
    resolver: newPlaylistFormResolver(trans),
  });
  const submit = async (values: PlaylistFormValues) => {
    try {
      await create(newPlaylistPayload(values));
      toast.positive(trans('Playlist added'));
      onClose();
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      const fields = playlistFieldErrors(error.fieldErrors());
      if (applyServerErrors(form, fields).applied.length === 0) showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>{trans('New playlist')}</DialogTitle>
      <PlaylistFields control={form.control} autoFocusName />
      <Controller
        control={form.control}
        name="owner"
        render={({ field, fieldState }) => (
          <OwnerPicker
            value={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <DialogFooter>
        <Button variant="outline" onPress={onClose}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {trans('Add')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * "Add new playlist": the playlist dialog, empty, with its owner: the operator unless another account is chosen.
 * A fresh form each time it opens.
 */
export function NewPlaylistDialog({ isOpen, onClose, create }: NewPlaylistDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog>{isOpen && <NewPlaylistForm onClose={onClose} create={create} />}</Dialog>
    </Modal>
  );
}
