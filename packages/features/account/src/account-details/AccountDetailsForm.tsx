import { useTrans } from '@tonearm/shell';
import { Button, Form, FormTextField } from '@tonearm/ui';
import { type AccountDetailsValues, useAccountDetailsForm } from './use-account-details-form';

/** The server's limit on each name. */
const MAX_NAME_LENGTH = 255;

/** First and last name with a Save button. */
export function AccountDetailsForm() {
  const { trans } = useTrans();
  const { form, submit } = useAccountDetailsForm();
  const nameRules = {
    maxLength: {
      value: MAX_NAME_LENGTH,
      message: trans('The name must not be greater than :max characters.', { max: MAX_NAME_LENGTH }),
    },
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField<AccountDetailsValues>
          name="first_name"
          label={trans('First name')}
          autoComplete="given-name"
          rules={nameRules}
        />
        <FormTextField<AccountDetailsValues>
          name="last_name"
          label={trans('Last name')}
          autoComplete="family-name"
          rules={nameRules}
        />
      </div>
      <div>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {trans('Save')}
        </Button>
      </div>
    </Form>
  );
}
