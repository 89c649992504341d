import type { SensitiveAction } from '@tonearm/client/rules';
import { type Translate, useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogFooter, DialogTitle, Form, FormPasswordField, Modal } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import type { PasswordConfirmationGate, PasswordPrompt } from './password-confirmation-gate';
import { usePasswordPrompt } from './use-password-confirmation';

interface PromptText {
  title: string;
  description: string;
  confirmLabel: string;
}

/** The prompt's words for `action`, in the visitor's language: its own for two actions, else 'Confirm password'. */
function promptText(action: SensitiveAction, trans: Translate): PromptText {
  switch (action) {
    case 'logoutOtherSessions':
      return {
        title: trans('Log out other sessions'),
        description: trans(
          'Please enter your password to confirm you would like to log out of your other browser sessions across all of your devices.',
        ),
        confirmLabel: trans('Log out other sessions'),
      };
    case 'showRecoveryCodes':
      return {
        title: trans('Show recovery codes'),
        description: trans('Please enter your password to see your recovery codes.'),
        confirmLabel: trans('Show recovery codes'),
      };
    default:
      return {
        title: trans('Confirm password'),
        description: trans('For your security, please confirm your password to continue.'),
        confirmLabel: trans('Confirm'),
      };
  }
}

interface PasswordValues {
  password: string;
}

function PasswordConfirmationForm({
  gate,
  prompt,
}: {
  gate: PasswordConfirmationGate;
  prompt: PasswordPrompt;
}) {
  const { trans } = useTrans();
  const form = useForm<PasswordValues>({ defaultValues: { password: '' } });
  const text = promptText(prompt.action, trans);
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async ({ password }) => {
        await gate.submit(password);
        const error = gate.getPrompt()?.error;
        if (error) form.setError('password', { type: 'server', message: error }, { shouldFocus: true });
      }}
    >
      <DialogTitle>{text.title}</DialogTitle>
      <p className="text-muted-foreground text-sm">{text.description}</p>
      <FormPasswordField<PasswordValues>
        name="password"
        label={trans('Password')}
        revealLabel={trans('Show?')}
        autoComplete="current-password"
        autoFocus
        rules={{ required: trans('The password field is required.') }}
      />
      <DialogFooter>
        <Button variant="outline" onPress={() => gate.cancel()} isDisabled={prompt.isPending}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={prompt.isPending}>
          {text.confirmLabel}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** The password prompt of the sensitive actions; shown while an action waits for the password. */
export function PasswordConfirmationModal() {
  const { prompt, gate } = usePasswordPrompt();
  return (
    <Modal
      isOpen={prompt !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) gate.cancel();
      }}
      isDismissable={!prompt?.isPending}
      isKeyboardDismissDisabled={prompt?.isPending ?? false}
      size="sm"
    >
      <Dialog>{prompt && <PasswordConfirmationForm gate={gate} prompt={prompt} />}</Dialog>
    </Modal>
  );
}
