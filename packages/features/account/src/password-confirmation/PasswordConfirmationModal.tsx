import type { SensitiveAction } from '@tonearm/client/rules';
import { Button, Dialog, DialogFooter, DialogTitle, Form, FormPasswordField, Modal } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import type { PasswordConfirmationGate, PasswordPrompt } from './password-confirmation-gate';
import { usePasswordPrompt } from './use-password-confirmation';

interface PromptText {
  title: string;
  description: string;
  confirmLabel: string;
}

const CONFIRM_PASSWORD: PromptText = {
  title: 'Confirm password',
  description: 'For your security, please confirm your password to continue.',
  confirmLabel: 'Confirm',
};

const PROMPT_TEXT: Partial<Record<SensitiveAction, PromptText>> = {
  logoutOtherSessions: {
    title: 'Log out other sessions',
    description:
      'Please enter your password to confirm you would like to log out of your other browser sessions across all of your devices.',
    confirmLabel: 'Log out other sessions',
  },
  showRecoveryCodes: {
    title: 'Show recovery codes',
    description: 'Please enter your password to see your recovery codes.',
    confirmLabel: 'Show recovery codes',
  },
};

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
  const form = useForm<PasswordValues>({ defaultValues: { password: '' } });
  const text = PROMPT_TEXT[prompt.action] ?? CONFIRM_PASSWORD;
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
        label="Password"
        autoComplete="current-password"
        autoFocus
        rules={{ required: 'The password field is required.' }}
      />
      <DialogFooter>
        <Button variant="outline" onPress={() => gate.cancel()} isDisabled={prompt.isPending}>
          Cancel
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
