import { isValidationError, resendEmailVerification, validateEmailVerificationOtp } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { toast } from '@tonearm/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useCurrentUser } from '../bootstrap';
import { useTrans } from '../i18n';
import { showRequestError } from '../request-errors';

export interface UseEmailVerificationOptions {
  /**
   * What happens once the code is accepted.
   * @default reloads the page, so the server's fresh bootstrap data opens the app (doc 000 §4)
   */
  onVerified?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * The verification screen's state: the code form (`POST validate-email-verification-otp`; an empty code and the
 * server's field errors go on the field, which takes focus) and the resend action (`POST resend-email-verification`, toast
 * 'Email sent'; a failure shows the generic notice).
 */
export function useEmailVerification({ onVerified = reloadPage }: UseEmailVerificationOptions = {}) {
  const http = useHttpClient();
  const user = useCurrentUser();
  const { trans } = useTrans();
  const codeRef = useRef<HTMLInputElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [isResending, setResending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code === '') {
      // In the server's words, not the browser's: the same message whichever refuses it.
      setFieldErrors({ code: trans('The code field is required.') });
      codeRef.current?.focus();
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      await validateEmailVerificationOtp(http, { code });
      onVerified();
    } catch (error) {
      const errors = isValidationError(error) ? error.fieldErrors() : {};
      if (errors.code) {
        setFieldErrors({ code: errors.code });
        codeRef.current?.focus();
      } else {
        showRequestError(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  // A field's error goes as soon as the field changes, not when it is left.
  const clearCodeError = () => setFieldErrors((errors) => (errors.code === undefined ? errors : {}));

  const resend = async () => {
    if (!user) return;
    setResending(true);
    try {
      await resendEmailVerification(http, { email: user.email });
      toast.positive(trans('Email sent'));
    } catch (error) {
      showRequestError(error);
    } finally {
      setResending(false);
    }
  };

  return {
    submit,
    resend,
    clearCodeError,
    fieldErrors,
    codeRef,
    isSubmitting,
    isResending,
    email: user?.email ?? null,
  };
}
