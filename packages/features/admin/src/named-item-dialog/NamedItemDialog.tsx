import { isValidationError } from '@tonearm/client';
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
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';

/** The fields every named catalogue item has: an address name and what listeners read. */
export interface NamedItemValues extends FieldValues {
  name: string;
  display_name: string;
}

/** Lines that name the kind of item, in the interface's language. */
export interface NamedItemLines {
  addTitle: string;
  nameDescription: string;
  added: string;
  updated: string;
}

export interface NamedItemDialogProps<Values extends NamedItemValues, Payload> {
  /** Open while set: `null` values' item is new, else the item being edited (its id and display name). */
  open: { item: { id: number; display_name: string } | null; values: Values } | null;
  onClose: () => void;
  lines: NamedItemLines;
  resolver: Resolver<Values>;
  /** The body the server expects, from the dialog's values. */
  toPayload: (values: Values) => Payload;
  /** Saves the item (`id` null for a new one); a 422 shows on its fields. */
  save: (id: number | null, payload: Payload) => Promise<unknown>;
  /** The kind's own fields: `before` the name (an image), `after` the display name (a type). */
  before?: (control: Control<Values>) => ReactNode;
  after?: (control: Control<Values>) => ReactNode;
}

function NamedItemForm<Values extends NamedItemValues, Payload>({
  open,
  onClose,
  lines,
  resolver,
  toPayload,
  save,
  before,
  after,
}: NamedItemDialogProps<Values, Payload> & {
  open: NonNullable<NamedItemDialogProps<Values, Payload>['open']>;
}) {
  const { trans } = useTrans();
  const { item } = open;
  // The generic field values cannot be spelled as `DefaultValues<Values>` without a cast either way.
  const form = useForm<Values>({ defaultValues: open.values as never, resolver });
  const submit = async (values: Values) => {
    try {
      await save(item?.id ?? null, toPayload(values));
      toast.positive(item ? lines.updated : lines.added);
      onClose();
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, error.fieldErrors()).applied.length === 0) showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>{item ? trans('Edit “:name”', { name: item.display_name }) : lines.addTitle}</DialogTitle>
      {before?.(form.control)}
      <FormTextField
        name={'name' as Path<Values>}
        control={form.control}
        label={trans('Name')}
        description={lines.nameDescription}
        isRequired
        autoFocus
      />
      <FormTextField
        name={'display_name' as Path<Values>}
        control={form.control}
        label={trans('Display name')}
        description={trans('What listeners read.')}
        isRequired
      />
      {after?.(form.control)}
      <DialogFooter>
        <Button variant="outline" onPress={onClose}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {item ? trans('Save') : trans('Add')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * "Add" and "Edit" for a catalogue item known by a unique address name and a display name (a genre, a tag), with
 * the kind's own fields around those two.
 */
export function NamedItemDialog<Values extends NamedItemValues, Payload>(
  props: NamedItemDialogProps<Values, Payload>,
) {
  const { open, onClose } = props;
  return (
    <Modal isOpen={open !== null} onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable>
      <Dialog>{open && <NamedItemForm {...props} open={open} />}</Dialog>
    </Modal>
  );
}
