import { changePassword } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { toast } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { reportFormError } from '../account/submit-form';
import { SESSIONS_QUERY_KEY } from '../sessions/use-user-sessions';

export interface ChangePasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const EMPTY: ChangePasswordValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * `PUT auth/user/password`, then 'Password changed' (doc 000 §7). The server signs every other device out; this
 * one stays signed in.
 */
export function useChangePasswordForm() {
  const http = useHttpClient();
  const { mutate } = useSWRConfig();
  const form = useForm<ChangePasswordValues>({ defaultValues: EMPTY });
  const submit = async (values: ChangePasswordValues) => {
    try {
      await changePassword(http, values);
      form.reset(EMPTY);
      toast.positive('Password changed');
      // The other devices were signed out.
      void mutate(SESSIONS_QUERY_KEY);
    } catch (error) {
      reportFormError(form, error);
    }
  };
  return { form, submit };
}
