import { isValidationError } from '@tonearm/client';
import type { AdminTagPayload, AdminTagRow } from '@tonearm/client/contract';
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
import { useForm } from 'react-hook-form';
import { type TagFormValues, tagFormResolver, tagFormValues, tagPayload } from './tag-form';

/** What the dialog is for: a new tag, or one to edit. */
export type TagDialogMode = { kind: 'create' } | { kind: 'edit'; tag: AdminTagRow };

export interface TagDialogProps {
  /** Open while set. */
  mode: TagDialogMode | null;
  onClose: () => void;
  /** Saves the tag (`id` null for a new one); a 422 shows on its fields. */
  save: (id: number | null, payload: AdminTagPayload) => Promise<unknown>;
}

function TagForm({ mode, onClose, save }: TagDialogProps & { mode: TagDialogMode }) {
  const { trans } = useTrans();
  const tag = mode.kind === 'edit' ? mode.tag : null;
  const form = useForm<TagFormValues>({
    defaultValues: tagFormValues(tag),
    resolver: tagFormResolver(trans),
  });
  const submit = async (values: TagFormValues) => {
    try {
      await save(tag?.id ?? null, tagPayload(values));
      toast.positive(tag ? trans('Tag updated') : trans('Tag added'));
      onClose();
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, error.fieldErrors()).applied.length === 0) showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>
        {tag ? trans('Edit “:name”', { name: tag.display_name }) : trans('Add a tag')}
      </DialogTitle>
      <FormTextField
        name="name"
        control={form.control}
        label={trans('Name')}
        description={trans('The tag’s unique identifier in addresses: lowercase letters, digits and dashes.')}
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
      <FormTextField
        name="type"
        control={form.control}
        label={trans('Type')}
        description={trans('Tags you add yourself are custom.')}
        isRequired
      />
      <DialogFooter>
        <Button variant="outline" onPress={onClose}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {tag ? trans('Save') : trans('Add')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Add a tag" and "Edit": its unique name, display name and type. */
export function TagDialog(props: TagDialogProps) {
  const { mode, onClose } = props;
  return (
    <Modal isOpen={mode !== null} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog>{mode && <TagForm {...props} mode={mode} />}</Dialog>
    </Modal>
  );
}
