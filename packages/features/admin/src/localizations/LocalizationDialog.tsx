import { isValidationError } from '@tonearm/client';
import type { AdminLocalizationRow, CreateLocalizationPayload } from '@tonearm/client/contract';
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

/** What the dialog is for: a new localization, or a new name for one. */
export type LocalizationDialogMode =
  | { kind: 'create' }
  | { kind: 'rename'; localization: AdminLocalizationRow };

export interface LocalizationDialogProps {
  /** Open while set. */
  mode: LocalizationDialogMode | null;
  onClose: () => void;
  create: (payload: CreateLocalizationPayload) => Promise<unknown>;
  rename: (id: number, name: string) => Promise<unknown>;
}

const LANGUAGE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function LocalizationForm({
  mode,
  onClose,
  create,
  rename,
}: LocalizationDialogProps & { mode: LocalizationDialogMode }) {
  const { trans } = useTrans();
  const form = useForm<CreateLocalizationPayload>({
    defaultValues:
      mode.kind === 'rename'
        ? { name: mode.localization.name, language: mode.localization.language }
        : { name: '', language: '' },
  });
  const submit = async (values: CreateLocalizationPayload) => {
    try {
      if (mode.kind === 'rename') {
        await rename(mode.localization.id, values.name.trim());
        toast.positive(trans('Localization renamed'));
      } else {
        await create({ name: values.name.trim(), language: values.language.trim() });
        toast.positive(trans('Localization created'));
      }
      onClose();
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, error.fieldErrors()).applied.length === 0) showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>
        {mode.kind === 'rename'
          ? trans('Rename “:name”', { name: mode.localization.name })
          : trans('Add a localization')}
      </DialogTitle>
      <FormTextField
        name="name"
        control={form.control}
        label={trans('Name')}
        description={trans('Shown in the language selector, best in the language itself (Français).')}
        rules={{
          validate: (value: string) => value.trim() !== '' || trans('Give the localization a name.'),
        }}
        autoFocus
      />
      {mode.kind === 'create' && (
        <FormTextField
          name="language"
          control={form.control}
          label={trans('Language code')}
          description={trans('A language code such as fr, de or pt-BR.')}
          rules={{
            validate: (value: string) =>
              LANGUAGE_PATTERN.test(value.trim()) ||
              trans('The language must be a language code such as en, fr or pt-BR.'),
          }}
        />
      )}
      <DialogFooter>
        <Button variant="outline" onPress={onClose}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {mode.kind === 'rename' ? trans('Rename') : trans('Create')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Add a localization" (name and language code) and "Rename" (the name only: users have chosen the language). */
export function LocalizationDialog(props: LocalizationDialogProps) {
  const { mode, onClose } = props;
  return (
    <Modal isOpen={mode !== null} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog>{mode && <LocalizationForm {...props} mode={mode} />}</Dialog>
    </Modal>
  );
}
