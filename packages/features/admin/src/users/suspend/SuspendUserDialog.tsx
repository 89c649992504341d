import { isValidationError } from '@tonearm/client';
import type { SuspendUserPayload } from '@tonearm/client/contract';
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
  toast,
} from '@tonearm/ui';
import { useForm, useWatch } from 'react-hook-form';
import {
  EMPTY_SUSPEND_FORM,
  MAX_SUSPENSION_REASON,
  type SuspendFormValues,
  suspendFormResolver,
  suspendPayload,
} from './suspend-form';

export interface SuspendUserDialogProps {
  /** The user to suspend; the dialog is open while one is given. */
  user: { id: number; name: string } | null;
  /** Closes the dialog. */
  onClose: () => void;
  /** Sends the suspension; rejects with the server's error. */
  suspend: (id: number, payload: SuspendUserPayload) => Promise<unknown>;
}

function SuspendForm({
  user,
  onClose,
  suspend,
}: SuspendUserDialogProps & { user: { id: number; name: string } }) {
  const { trans } = useTrans();
  const form = useForm<SuspendFormValues>({
    defaultValues: EMPTY_SUSPEND_FORM,
    resolver: suspendFormResolver(trans),
  });
  const permanent = useWatch({ control: form.control, name: 'permanent' });
  const submit = async (values: SuspendFormValues) => {
    try {
      await suspend(user.id, suspendPayload(values));
      toast.positive(trans(':name is suspended', { name: user.name }));
      onClose();
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, error.fieldErrors()).applied.length === 0) showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>{trans('Suspend “:name”', { name: user.name })}</DialogTitle>
      <p className="text-muted-foreground text-sm">
        {trans('Their open pages show only the suspended screen, and their apps are refused, at once.')}
      </p>
      <FormSwitch name="permanent" control={form.control}>
        {trans('Suspend for good')}
      </FormSwitch>
      <FormTextField
        name="until"
        control={form.control}
        type="date"
        label={trans('Suspend until')}
        description={trans('They can sign in again from the start of this day.')}
        isDisabled={permanent}
      />
      <FormTextField
        name="reason"
        control={form.control}
        label={trans('Reason')}
        description={trans(
          '{count, plural, one {Optional, at most # character.} other {Optional, at most # characters.}}',
          { count: MAX_SUSPENSION_REASON },
        )}
      />
      <DialogFooter>
        <Button variant="outline" onPress={onClose}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" variant="danger" isPending={form.formState.isSubmitting}>
          {trans('Suspend')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Suspend": for good (the default) or until a day, with an optional reason. */
export function SuspendUserDialog(props: SuspendUserDialogProps) {
  const { user, onClose } = props;
  return (
    <Modal isOpen={user !== null} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog>{user && <SuspendForm {...props} user={user} />}</Dialog>
    </Modal>
  );
}
