import { changePassword } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { reportFormError } from '../account/submit-form';
import { useAccount } from '../account/use-account';
import { SESSIONS_QUERY_KEY } from '../sessions/use-user-sessions';

export interface ChangePasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
  /** Revoke every API access token too; on by default, since a token made by a thief outlives the old password. */
  revoke_access_tokens: boolean;
}

const EMPTY: ChangePasswordValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
  revoke_access_tokens: true,
};

/**
 * `PUT auth/user/password`, then 'Password changed' (doc 000 §7). The server signs every other device out; this
 * one stays signed in.
 */
export function useChangePasswordForm() {
  const http = useHttpClient();
  const { mutate } = useSWRConfig();
  const { refresh } = useAccount();
  const { trans } = useTrans();
  const form = useForm<ChangePasswordValues>({ defaultValues: EMPTY });
  const submit = async (values: ChangePasswordValues) => {
    try {
      await changePassword(http, values);
      form.reset(EMPTY);
      toast.positive(trans('Password changed'));
      // The other devices were signed out, and the tokens may have been revoked.
      void mutate(SESSIONS_QUERY_KEY);
      if (values.revoke_access_tokens) await refresh();
    } catch (error) {
      reportFormError(form, error);
    }
  };
  return { form, submit };
}
