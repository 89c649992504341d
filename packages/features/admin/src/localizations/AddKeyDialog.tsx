import { isValidationError } from '@tonearm/client';
import type { AddLocalizationKeyPayload } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import {
  applyServerErrors,
  Button,
  Dialog,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Form,
  FormTextField,
  Modal,
  toast,
} from '@tonearm/ui';
import { useForm } from 'react-hook-form';

export interface AddKeyDialogProps {
  /** Adds the key; rejects with the server's error (422 when it exists). */
  addKey: (payload: AddLocalizationKeyPayload) => Promise<void>;
}

function AddKeyForm({ addKey, close }: AddKeyDialogProps & { close: () => void }) {
  const { trans } = useTrans();
  const form = useForm<AddLocalizationKeyPayload>({ defaultValues: { key: '', value: '' } });
  const submit = async (values: AddLocalizationKeyPayload) => {
    try {
      await addKey({ key: values.key.trim(), value: values.value });
      toast.positive(trans('Key added'));
      close();
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, error.fieldErrors()).applied.length === 0) showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>{trans('Add a key')}</DialogTitle>
      <p className="text-muted-foreground text-sm">
        {trans('For text the product does not list itself, such as a menu label or a page name.')}
      </p>
      <FormTextField
        name="key"
        control={form.control}
        label={trans('Key')}
        description={trans('The text exactly as written in English.')}
        rules={{ validate: (value: string) => value.trim() !== '' || trans('Give the key.') }}
        autoFocus
      />
      <FormTextField name="value" control={form.control} label={trans('Translation')} />
      <DialogFooter>
        <Button variant="outline" onPress={close}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {trans('Add')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Add a key": a key the product's lines do not hold, with its translation. */
export function AddKeyDialog({ addKey }: AddKeyDialogProps) {
  const { trans } = useTrans();
  return (
    <DialogTrigger>
      <Button variant="outline">{trans('Add a key')}</Button>
      <Modal isDismissable>
        <Dialog>{({ close }) => <AddKeyForm addKey={addKey} close={close} />}</Dialog>
      </Modal>
    </DialogTrigger>
  );
}
