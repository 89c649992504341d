import { Button, Form, FormCheckbox, FormPasswordField } from '@tonearm/ui';
import { accountSection } from '../settings/account-sections';
import { SettingsPanel } from '../settings/SettingsPanel';
import { type ChangePasswordValues, useChangePasswordForm } from './use-change-password-form';

/** 'Password': current, new and confirmed password (doc 000 §5: all three required). */
export function ChangePasswordPanel() {
  const { form, submit } = useChangePasswordForm();
  return (
    <SettingsPanel
      section={accountSection('password')}
      description="Use a long, random password to keep your account secure. Your other devices will be signed out."
    >
      <Form form={form} onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <FormPasswordField<ChangePasswordValues>
          name="current_password"
          label="Current password"
          autoComplete="current-password"
          rules={{ required: 'The current password field is required.' }}
        />
        <FormPasswordField<ChangePasswordValues>
          name="password"
          label="New password"
          autoComplete="new-password"
          rules={{ required: 'The password field is required.' }}
        />
        <FormPasswordField<ChangePasswordValues>
          name="password_confirmation"
          label="Confirm password"
          autoComplete="new-password"
          rules={{ required: 'The password confirmation field is required.' }}
        />
        <FormCheckbox<ChangePasswordValues> name="revoke_access_tokens">
          Also revoke my API access tokens
        </FormCheckbox>
        <div>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            Update password
          </Button>
        </div>
      </Form>
    </SettingsPanel>
  );
}
