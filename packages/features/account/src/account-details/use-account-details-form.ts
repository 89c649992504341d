import { updateAccountDetails } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { reportFormError } from '../account/submit-form';
import { useAccount } from '../account/use-account';

export interface AccountDetailsValues {
  first_name: string;
  last_name: string;
}

/** The name form: `PUT users/{id}` with first and last name, then 'Updated account details' (doc 000 §7). */
export function useAccountDetailsForm() {
  const http = useHttpClient();
  const { user, replaceUser } = useAccount();
  const { trans } = useTrans();
  const form = useForm<AccountDetailsValues>({
    defaultValues: { first_name: user.first_name ?? '', last_name: user.last_name ?? '' },
  });
  const submit = async (values: AccountDetailsValues) => {
    try {
      const answer = await updateAccountDetails(http, user.id, values);
      replaceUser(answer.user);
      form.reset({ first_name: answer.user.first_name ?? '', last_name: answer.user.last_name ?? '' });
      toast.positive(trans('Updated account details'));
    } catch (error) {
      reportFormError(form, error);
    }
  };
  return { form, submit };
}
