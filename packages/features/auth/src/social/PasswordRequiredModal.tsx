import { useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogFooter, DialogTitle, Form, FormPasswordField, Modal } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { required } from '../forms/field-rules';
import { showFormError } from '../forms/show-form-error';

export interface PasswordRequiredModalProps {
  isOpen: boolean;
  /** Called when the visitor cancels or dismisses the modal. */
  onClose: () => void;
  /** Connects the accounts with the password; a rejection puts its field errors on the form. */
  onConnect: (password: string) => Promise<void>;
}

interface ConnectValues {
  password: string;
}

function ConnectForm({ onConnect }: Pick<PasswordRequiredModalProps, 'onConnect'>) {
  const { trans } = useTrans();
  const form = useForm<ConnectValues>({ defaultValues: { password: '' } });
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async ({ password }) => {
        try {
          await onConnect(password);
        } catch (error) {
          showFormError(form, error);
        }
      }}
    >
      <FormPasswordField<ConnectValues>
        name="password"
        label={trans('Password')}
        revealLabel={trans('Show?')}
        autoComplete="current-password"
        autoFocus
        rules={{ required: required(trans('The password field is required.')) }}
      />
      <DialogFooter>
        <Button slot="close" variant="outline">
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {trans('Connect')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * Asks for the password of the existing account with the same email as the social one, to connect the two
 * (doc 000 §2, §4).
 */
export function PasswordRequiredModal({ isOpen, onClose, onConnect }: PasswordRequiredModalProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable size="sm">
      <Dialog className="flex flex-col gap-4">
        <DialogTitle>{trans('Password required')}</DialogTitle>
        <p className="text-muted-foreground text-sm">
          {trans(
            'An account with this email address already exists. To connect the two accounts, enter the password of the existing account.',
          )}
        </p>
        <ConnectForm onConnect={onConnect} />
      </Dialog>
    </Modal>
  );
}
