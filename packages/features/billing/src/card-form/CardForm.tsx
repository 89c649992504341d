import type { TestCardPayload } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button, Form, FormTextField } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { showFormError } from '../forms/show-form-error';

export interface CardFormProps {
  /** Sends the card; a rejection with field errors puts them on the fields. */
  onSubmit(card: TestCardPayload): Promise<void>;
  /** The submit button's text. */
  submitLabel: string;
}

const EMPTY_CARD: TestCardPayload = { card_number: '', expiry: '', cvc: '', name: '' };

/**
 * The test provider's card form: number, expiry, security code and name, with the autocomplete hints browsers and
 * password managers fill cards from. The provider checks the card; its refusals land on the fields.
 */
export function CardForm({ onSubmit, submitLabel }: CardFormProps) {
  const { trans } = useTrans();
  const form = useForm<TestCardPayload>({ defaultValues: EMPTY_CARD });
  const required = (field: string) => trans('The :field is required.', { field });
  const submit = async (card: TestCardPayload) => {
    try {
      await onSubmit(card);
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <FormTextField<TestCardPayload>
        name="card_number"
        label={trans('Card number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        rules={{ required: required(trans('card number')) }}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormTextField<TestCardPayload>
          name="expiry"
          label={trans('Expiry date')}
          autoComplete="cc-exp"
          placeholder={trans('MM/YY')}
          rules={{ required: required(trans('expiry date')) }}
        />
        <FormTextField<TestCardPayload>
          name="cvc"
          label={trans('Security code')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={trans('CVC')}
          rules={{ required: required(trans('security code')) }}
        />
      </div>
      <FormTextField<TestCardPayload>
        name="name"
        label={trans('Name on card')}
        autoComplete="cc-name"
        rules={{ required: required(trans('name on card')) }}
      />
      <Button type="submit" size="lg" isPending={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
