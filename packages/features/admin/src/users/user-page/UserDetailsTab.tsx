import { isValidationError } from '@tonearm/client';
import { resendAdminUserVerification } from '@tonearm/client/calls';
import type { AdminUser } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import {
  applyServerErrors,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  FormSwitch,
  FormTextField,
  toast,
} from '@tonearm/ui';
import { Controller, useForm } from 'react-hook-form';
import { type AdminUserState, useUserRoleOptions } from '../use-admin-user';
import { UserAvatarField } from './UserAvatarField';
import {
  type UserDetailsValues,
  userDetailsPayload,
  userDetailsResolver,
  userDetailsValues,
} from './user-details-form';

export interface UserTabProps {
  state: AdminUserState;
  user: AdminUser;
}

/** Avatar, names, email with its confirmation (and a resend), and roles. */
export function UserDetailsTab({ state, user }: UserTabProps) {
  const { trans } = useTrans();
  const http = useHttpClient();
  const { roles } = useUserRoleOptions();
  const form = useForm<UserDetailsValues>({
    defaultValues: userDetailsValues(user),
    resolver: userDetailsResolver(trans),
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = async (values: UserDetailsValues) => {
    try {
      form.reset(userDetailsValues(await state.update(userDetailsPayload(values))));
      toast.positive(trans('User updated'));
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, error.fieldErrors()).applied.length === 0) showRequestError(error);
    }
  };
  const resend = async () => {
    try {
      await resendAdminUserVerification(http, user.id);
      toast.positive(trans('Verification email sent'));
    } catch (error) {
      showRequestError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
      <UserAvatarField state={state} user={user} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="first_name" control={form.control} label={trans('First name')} />
        <FormTextField name="last_name" control={form.control} label={trans('Last name')} />
      </div>
      <FormTextField name="email" control={form.control} type="email" label={trans('Email')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FormSwitch name="email_verified" control={form.control}>
          {trans('Email confirmed')}
        </FormSwitch>
        {!user.email_verified_at && (
          <Button variant="outline" size="sm" onPress={resend}>
            {trans('Resend verification email')}
          </Button>
        )}
      </div>
      <Controller
        control={form.control}
        name="roles"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            label={trans('Roles')}
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
      <Button type="submit" className="self-start" isDisabled={!isDirty} isPending={isSubmitting}>
        {trans('Save')}
      </Button>
    </Form>
  );
}
