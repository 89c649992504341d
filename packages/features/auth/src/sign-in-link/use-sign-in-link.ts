import { isValidationError, signInWithLink } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError } from '@tonearm/shell';
import { useState } from 'react';
import { useCompleteSignIn } from '../guards/use-complete-sign-in';
import { useSignInTarget } from '../redirect/use-sign-in-target';

/** Where the one-time link stands: waiting for the press, sent, refused, or waiting for the second factor. */
export type SignInLinkStep = 'ready' | 'pending' | 'refused' | 'two-factor';

/**
 * Signs in with the token of a mailed link on a press, never on load: mail scanners open links, and must not
 * use up the owner's one sign-in.
 */
export function useSignInLink(token: string) {
  const http = useHttpClient();
  const completeSignIn = useCompleteSignIn();
  const targetFor = useSignInTarget();
  const [step, setStep] = useState<SignInLinkStep>('ready');
  const [refusal, setRefusal] = useState<string | null>(null);

  const signIn = async () => {
    setStep('pending');
    try {
      const answer = await signInWithLink(http, { token });
      if ('two_factor' in answer) {
        setStep('two-factor');
        return;
      }
      completeSignIn(answer.bootstrapData, targetFor(answer.bootstrapData));
    } catch (error) {
      if (isValidationError(error)) {
        setRefusal(error.messagesFor('token')[0] ?? error.message);
        setStep('refused');
        return;
      }
      setStep('ready');
      showRequestError(error);
    }
  };

  return { step, refusal, signIn };
}
