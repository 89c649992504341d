import { isValidationError } from '@tonearm/client';
import { createAdminUser } from '@tonearm/client/calls';
import type { AdminUser, AdminUserRole } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import {
  applyServerErrors,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Form,
  FormPasswordField,
  FormSwitch,
  FormTextField,
  Modal,
  toast,
} from '@tonearm/ui';
import { Controller, useForm } from 'react-hook-form';
import {
  type CreateUserValues,
  createUserPayload,
  createUserResolver,
  EMPTY_CREATE_USER,
} from './create-user-form';

export interface CreateUserDialogProps {
  roles: readonly AdminUserRole[];
  /** Called with the new user once the server created them. */
  onCreated: (user: AdminUser) => void;
}

function CreateUserForm({ roles, onCreated, close }: CreateUserDialogProps & { close: () => void }) {
  const { trans } = useTrans();
  const http = useHttpClient();
  const form = useForm<CreateUserValues>({
    defaultValues: EMPTY_CREATE_USER,
    resolver: createUserResolver(trans),
  });
  const submit = async (values: CreateUserValues) => {
    try {
      const { user } = await createAdminUser(http, createUserPayload(values));
      toast.positive(trans('Created :name', { name: user.name }));
      close();
      onCreated(user);
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, error.fieldErrors()).applied.length === 0) showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>{trans('Add user')}</DialogTitle>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="first_name" control={form.control} label={trans('First name')} />
        <FormTextField name="last_name" control={form.control} label={trans('Last name')} />
      </div>
      <FormTextField name="email" control={form.control} type="email" label={trans('Email')} isRequired />
      <FormPasswordField name="password" control={form.control} label={trans('Password')} isRequired />
      <Controller
        control={form.control}
        name="roles"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            label={trans('Roles')}
            description={trans('Without a role, the user gets the roles every new account gets.')}
            value={field.value}
            onChange={field.onChange}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          >
            {roles.map((role) => (
              <Checkbox key={role.id} value={String(role.id)}>
                {role.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
      />
      <FormSwitch name="email_verified" control={form.control}>
        {trans('Email confirmed')}
      </FormSwitch>
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

/** "Add user": names, email, password, roles and whether the address is confirmed. */
export function CreateUserDialog(props: CreateUserDialogProps) {
  const { trans } = useTrans();
  return (
    <DialogTrigger>
      <Button size="sm">{trans('Add user')}</Button>
      <Modal isDismissable>
        <Dialog>{({ close }) => <CreateUserForm {...props} close={close} />}</Dialog>
      </Modal>
    </DialogTrigger>
  );
}
