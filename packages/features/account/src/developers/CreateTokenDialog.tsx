import {
  Button,
  Dialog,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Form,
  FormTextField,
  Modal,
  TextField,
} from '@tonearm/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { reportFormError } from '../account/submit-form';
import { CopyButton } from './CopyButton';

interface TokenValues {
  tokenName: string;
}

export interface CreateTokenDialogProps {
  /** Creates the token and resolves its plain text. */
  onCreate(name: string): Promise<string>;
}

function NewTokenForm({
  onCreate,
  onCreated,
  close,
}: CreateTokenDialogProps & {
  onCreated(token: string): void;
  close(): void;
}) {
  const form = useForm<TokenValues>({ defaultValues: { tokenName: '' } });
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async ({ tokenName }) => {
        try {
          onCreated(await onCreate(tokenName.trim()));
        } catch (error) {
          reportFormError(form, error);
        }
      }}
    >
      <DialogTitle>Create new token</DialogTitle>
      <FormTextField<TokenValues>
        name="tokenName"
        label="Token name"
        autoFocus
        rules={{ validate: (value) => value.trim() !== '' || 'The token name field is required.' }}
      />
      <DialogFooter>
        <Button variant="outline" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          Create
        </Button>
      </DialogFooter>
    </Form>
  );
}

function NewTokenShownOnce({ token, close }: { token: string; close(): void }) {
  return (
    <div className="flex flex-col gap-4">
      <DialogTitle>Create new token</DialogTitle>
      <p className="text-muted-foreground text-sm">
        Make sure to store the token in a safe place. After this dialog is closed, the token will not be
        viewable anymore.
      </p>
      <div className="flex items-end gap-2">
        <TextField label="Your new token" value={token} isReadOnly className="min-w-0 flex-1" />
        <CopyButton text={token} aria-label="Copy token" />
      </div>
      <DialogFooter>
        <Button onPress={close}>Done</Button>
      </DialogFooter>
    </div>
  );
}

/** 'Create token': a name, then the plain token shown once with Copy (doc 000 §4). */
export function CreateTokenDialog({ onCreate }: CreateTokenDialogProps) {
  const [token, setToken] = useState<string | null>(null);
  return (
    <DialogTrigger onOpenChange={(isOpen) => !isOpen && setToken(null)}>
      <Button>Create token</Button>
      <Modal isDismissable={token === null}>
        <Dialog>
          {({ close }) =>
            token === null ? (
              <NewTokenForm onCreate={onCreate} onCreated={setToken} close={close} />
            ) : (
              <NewTokenShownOnce token={token} close={close} />
            )
          }
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
