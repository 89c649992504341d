import { useTrans } from '@tonearm/shell';
import { Button, Form, FormCheckbox, FormPasswordField } from '@tonearm/ui';
import { accountSection } from '../settings/account-sections';
import { SettingsPanel } from '../settings/SettingsPanel';
import { type ChangePasswordValues, useChangePasswordForm } from './use-change-password-form';

/** 'Password': current, new and confirmed password (doc 000 §5: all three required). */
export function ChangePasswordPanel() {
  const { trans } = useTrans();
  const { form, submit } = useChangePasswordForm();
  return (
    <SettingsPanel
      section={accountSection('password')}
      description={trans(
        'Use a long, random password to keep your account secure. Your other devices will be signed out.',
      )}
    >
      <Form form={form} onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <FormPasswordField<ChangePasswordValues>
          name="current_password"
          label={trans('Current password')}
          revealLabel={trans('Show?')}
          autoComplete="current-password"
          rules={{ required: trans('The current password field is required.') }}
        />
        <FormPasswordField<ChangePasswordValues>
          name="password"
          label={trans('New password')}
          revealLabel={trans('Show?')}
          autoComplete="new-password"
          rules={{ required: trans('The password field is required.') }}
        />
        <FormPasswordField<ChangePasswordValues>
          name="password_confirmation"
          label={trans('Confirm password')}
          revealLabel={trans('Show?')}
          autoComplete="new-password"
          rules={{ required: trans('The password confirmation field is required.') }}
        />
        <FormCheckbox<ChangePasswordValues> name="revoke_access_tokens">
          {trans('Also revoke my API access tokens')}
        </FormCheckbox>
        <div>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {trans('Update password')}
          </Button>
        </div>
      </Form>
    </SettingsPanel>
  );
}
