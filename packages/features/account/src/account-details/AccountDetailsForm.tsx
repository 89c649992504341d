import { Button, Form, FormTextField } from '@tonearm/ui';
import { type AccountDetailsValues, useAccountDetailsForm } from './use-account-details-form';

const nameRules = { maxLength: { value: 255, message: 'The name must not be greater than 255 characters.' } };

/** First and last name with a Save button. */
export function AccountDetailsForm() {
  const { form, submit } = useAccountDetailsForm();
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField<AccountDetailsValues>
          name="first_name"
          label="First name"
          autoComplete="given-name"
          rules={nameRules}
        />
        <FormTextField<AccountDetailsValues>
          name="last_name"
          label="Last name"
          autoComplete="family-name"
          rules={nameRules}
        />
      </div>
      <div>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          Save
        </Button>
      </div>
    </Form>
  );
}
