import { isValidationError } from '@tonearm/client';
import type { AdminGenrePayload, AdminGenreRow } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import {
  applyServerErrors,
  Button,
  Dialog,
  DialogFooter,
  DialogTitle,
  Form,
  FormTextField,
  Modal,
  toast,
} from '@tonearm/ui';
import { Controller, useForm } from 'react-hook-form';
import { ArtworkField } from '../tracks/track-editor/ArtworkField';
import { type GenreFormValues, genreFormResolver, genreFormValues, genrePayload } from './genre-form';

/** What the dialog is for: a new genre, or one to edit. */
export type GenreDialogMode = { kind: 'create' } | { kind: 'edit'; genre: AdminGenreRow };

export interface GenreDialogProps {
  /** Open while set. */
  mode: GenreDialogMode | null;
  onClose: () => void;
  /** Saves the genre (`id` null for a new one); a 422 shows on its fields. */
  save: (id: number | null, payload: AdminGenrePayload) => Promise<unknown>;
}

function GenreForm({ mode, onClose, save }: GenreDialogProps & { mode: GenreDialogMode }) {
  const { trans } = useTrans();
  const genre = mode.kind === 'edit' ? mode.genre : null;
  const form = useForm<GenreFormValues>({
    defaultValues: genreFormValues(genre),
    resolver: genreFormResolver(trans),
  });
  const submit = async (values: GenreFormValues) => {
    try {
      await save(genre?.id ?? null, genrePayload(values));
      toast.positive(genre ? trans('Genre updated') : trans('Genre added'));
      onClose();
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, error.fieldErrors()).applied.length === 0) showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>
        {genre ? trans('Edit “:name”', { name: genre.display_name }) : trans('Add a genre')}
      </DialogTitle>
      <Controller
        control={form.control}
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
        control={form.control}
        label={trans('Name')}
        description={trans(
          'The genre’s unique identifier in addresses: lowercase letters, digits and dashes.',
        )}
        isRequired
        autoFocus
      />
      <FormTextField
        name="display_name"
        control={form.control}
        label={trans('Display name')}
        description={trans('What listeners read.')}
        isRequired
      />
      <DialogFooter>
        <Button variant="outline" onPress={onClose}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {genre ? trans('Save') : trans('Add')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Add a genre" and "Edit": its image (uploaded at once), unique name and display name. */
export function GenreDialog(props: GenreDialogProps) {
  const { mode, onClose } = props;
  return (
    <Modal isOpen={mode !== null} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog>{mode && <GenreForm {...props} mode={mode} />}</Dialog>
    </Modal>
  );
}
