import { completeTwoFactorChallenge } from '@tonearm/client';
import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { Button, Form, FormTextField } from '@tonearm/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { recoveryCodeRules, twoFactorCodeRules } from '../forms/field-rules';
import { showFormError } from '../forms/show-form-error';
import { useCompleteSignIn } from '../guards/use-complete-sign-in';
import { useSignInTarget } from '../redirect/use-sign-in-target';

interface ChallengeValues {
  code: string;
  recovery_code: string;
}

type ChallengeMode = 'code' | 'recovery';

/**
 * The second step of a login for an account with two-factor authentication (doc 000 §2): a 6-character code from
 * the authenticator app, or, through 'Use recovery code instead', a 21-character recovery code.
 */
export function TwoFactorChallenge() {
  const http = useHttpClient();
  const { trans } = useTrans();
  const completeSignIn = useCompleteSignIn();
  const targetFor = useSignInTarget();
  const [mode, setMode] = useState<ChallengeMode>('code');
  const form = useForm<ChallengeValues>({ defaultValues: { code: '', recovery_code: '' } });

  const confirm = async ({ code, recovery_code }: ChallengeValues) => {
    try {
      const { bootstrapData } = await completeTwoFactorChallenge(
        http,
        mode === 'code' ? { code: code.trim() } : { recovery_code: recovery_code.trim() },
      );
      completeSignIn(bootstrapData, targetFor(bootstrapData));
    } catch (error) {
      showFormError(form, error);
    }
  };

  const switchTo = (next: ChallengeMode) => {
    form.clearErrors();
    setMode(next);
  };

  return (
    <Form
      form={form}
      onSubmit={confirm}
      className="flex flex-col gap-5"
      aria-label={trans('Two factor authentication')}
    >
      {mode === 'code' ? (
        <FormTextField<ChallengeValues>
          key="code"
          name="code"
          label={trans('Code')}
          description={trans(
            'Confirm access to your account by entering the authentication code provided by your authenticator application.',
          )}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR_CODE_LENGTH}
          autoFocus
          rules={twoFactorCodeRules(trans)}
        />
      ) : (
        <FormTextField<ChallengeValues>
          key="recovery_code"
          name="recovery_code"
          label={trans('Recovery code')}
          description={trans(
            'Confirm access to your account by entering one of your emergency recovery codes.',
          )}
          autoComplete="off"
          maxLength={RECOVERY_CODE_LENGTH}
          autoFocus
          rules={recoveryCodeRules(trans)}
        />
      )}
      <Button type="submit" size="lg" isPending={form.formState.isSubmitting}>
        {trans('Continue')}
      </Button>
      <Button
        variant="link"
        className="self-center"
        onPress={() => switchTo(mode === 'code' ? 'recovery' : 'code')}
      >
        {mode === 'code' ? trans('Use recovery code instead') : trans('Use authentication code instead')}
      </Button>
    </Form>
  );
}
