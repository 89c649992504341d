import { useHumanCheck } from '@tonearm/auth';
import type { HttpClient } from '@tonearm/client';
import type { Acknowledgement } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useRef } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { showFormError } from './show-form-error';

/** The reCAPTCHA action of the contact-type forms (`recaptcha.enable.contact`, doc 001 §5). */
export const CONTACT_HUMAN_CHECK_ACTION = 'contact';

export interface VisitorFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /** The form's success toast (doc 001 §8), shown when the server's answer carries no message of its own. */
  successMessage: string;
  /** Sends the values through `POST contact-page` and answers the server's acknowledgement. */
  send(http: HttpClient, values: TValues): Promise<Acknowledgement>;
}

export interface VisitorForm<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  submit(values: TValues): Promise<void>;
  isSending: boolean;
}

/**
 * A visitor form's behaviour: the human check first, then the call; the server's acknowledgement as a toast and an
 * emptied form on success; field errors on their fields otherwise. One submission at a time, however often the
 * button is pressed or Enter is hit.
 */
export function useVisitorForm<TValues extends FieldValues>({
  defaultValues,
  successMessage,
  send,
}: VisitorFormOptions<TValues>): VisitorForm<TValues> {
  const http = useHttpClient();
  const { trans } = useTrans();
  const passesHumanCheck = useHumanCheck(CONTACT_HUMAN_CHECK_ACTION);
  const form = useForm<TValues>({ defaultValues });
  // react-hook-form starts a second submission while the first awaits; a ref is set before any await.
  const sending = useRef(false);

  const submit = async (values: TValues) => {
    if (sending.current) return;
    sending.current = true;
    try {
      if (!(await passesHumanCheck())) return;
      const { message } = await send(http, values);
      toast.positive(trans(message ?? successMessage));
      form.reset(defaultValues);
    } catch (error) {
      showFormError(form, error);
    } finally {
      sending.current = false;
    }
  };

  return { form, submit, isSending: form.formState.isSubmitting };
}
