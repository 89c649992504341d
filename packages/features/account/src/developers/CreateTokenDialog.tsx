import type { AccessTokenAbility } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import {
  Button,
  Dialog,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Form,
  FormCheckbox,
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
  canRead: boolean;
  canWrite: boolean;
}

export interface CreateTokenDialogProps {
  /** Creates the token with the abilities chosen and resolves its plain text. */
  onCreate(name: string, abilities: AccessTokenAbility[]): Promise<string>;
}

const abilitiesOf = ({ canRead, canWrite }: TokenValues): AccessTokenAbility[] => [
  ...(canRead ? (['read'] as const) : []),
  ...(canWrite ? (['write'] as const) : []),
];

function NewTokenForm({
  onCreate,
  onCreated,
  close,
}: CreateTokenDialogProps & {
  onCreated(token: string): void;
  close(): void;
}) {
  const { trans } = useTrans();
  // Least privilege by default: writing is a choice the owner makes.
  const form = useForm<TokenValues>({ defaultValues: { tokenName: '', canRead: true, canWrite: false } });
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        try {
          onCreated(await onCreate(values.tokenName.trim(), abilitiesOf(values)));
        } catch (error) {
          reportFormError(form, error);
        }
      }}
    >
      <DialogTitle>{trans('Create new token')}</DialogTitle>
      <FormTextField<TokenValues>
        name="tokenName"
        label={trans('Token name')}
        autoFocus
        rules={{
          validate: (value) => String(value).trim() !== '' || trans('The token name field is required.'),
        }}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-sm">{trans('Abilities')}</legend>
        <FormCheckbox<TokenValues>
          name="canRead"
          rules={{
            validate: (_value, values) =>
              abilitiesOf(values).length > 0 || trans('Choose at least one ability.'),
          }}
        >
          {trans('Read: see your account, library and playlists')}
        </FormCheckbox>
        <FormCheckbox<TokenValues> name="canWrite">
          {trans('Write: change your library, playlists and uploads')}
        </FormCheckbox>
        <p className="text-muted-foreground text-sm">
          {trans('No token can manage tokens, your password, two factor authentication or sessions.')}
        </p>
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onPress={close}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {trans('Create')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

function NewTokenShownOnce({ token, close }: { token: string; close(): void }) {
  const { trans } = useTrans();
  return (
    <div className="flex flex-col gap-4">
      <DialogTitle>{trans('Create new token')}</DialogTitle>
      <p className="text-muted-foreground text-sm">
        {trans(
          'Make sure to store the token in a safe place. After this dialog is closed, the token will not be viewable anymore.',
        )}
      </p>
      <div className="flex items-end gap-2">
        <TextField label={trans('Your new token')} value={token} isReadOnly className="min-w-0 flex-1" />
        <CopyButton text={token} aria-label={trans('Copy token')} />
      </div>
      <DialogFooter>
        <Button onPress={close}>{trans('Done')}</Button>
      </DialogFooter>
    </div>
  );
}

/** 'Create token': a name, then the plain token shown once with Copy (doc 000 §4). */
export function CreateTokenDialog({ onCreate }: CreateTokenDialogProps) {
  const { trans } = useTrans();
  const [token, setToken] = useState<string | null>(null);
  return (
    <DialogTrigger onOpenChange={(isOpen) => !isOpen && setToken(null)}>
      <Button>{trans('Create token')}</Button>
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
