import { VERIFICATION_CODE_MAX_LENGTH } from '@tonearm/client/contract';
import { maskEmail } from '@tonearm/client/rules';
import { Button, TextField } from '@tonearm/ui';
import { Form } from 'react-aria-components';
import { GateScreen } from '../account-gate/GateScreen';
import { useTrans } from '../i18n';
import { type UseEmailVerificationOptions, useEmailVerification } from './use-email-verification';

export type EmailVerificationScreenProps = UseEmailVerificationOptions;

/**
 * The only screen of a signed-in user whose address is not verified while the site requires it (doc 000 §2): the
 * masked address, one numeric one-time-code field of at most 6 characters, 'Next', and a resend action.
 */
export function EmailVerificationScreen(props: EmailVerificationScreenProps) {
  const { trans } = useTrans();
  const { submit, resend, clearCodeError, fieldErrors, codeRef, isSubmitting, isResending, email } =
    useEmailVerification(props);
  return (
    <GateScreen title={trans('Verify your email')}>
      <p className="text-muted-foreground">
        {trans('Enter the verification code we sent to :email', { email: maskEmail(email) })}
      </p>
      <Form
        onSubmit={(event) => void submit(event)}
        validationBehavior="aria"
        validationErrors={fieldErrors}
        className="flex w-full flex-col gap-4 text-left"
      >
        <TextField
          name="code"
          aria-label={trans('Verification code')}
          placeholder={trans('Enter your verification code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          isRequired
          autoFocus
          inputRef={codeRef}
          onChange={clearCodeError}
        />
        <Button type="submit" size="lg" isPending={isSubmitting}>
          {trans('Next')}
        </Button>
      </Form>
      <p className="text-muted-foreground text-sm">
        {trans(
          "If you don't see the email in your inbox, check your spam folder and promotions tab. If you still don't see it,",
        )}{' '}
        <Button
          variant="link"
          className="h-auto p-0 text-sm"
          isPending={isResending}
          onPress={() => void resend()}
        >
          {trans('request a resend')}
        </Button>
        .
      </p>
    </GateScreen>
  );
}
