import { login } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useSettings } from '@tonearm/shell';
import { Button, ButtonLink, Form, FormCheckbox, FormPasswordField, FormTextField } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { required } from '../forms/field-rules';
import { showFormError } from '../forms/show-form-error';
import { useCompleteSignIn } from '../guards/use-complete-sign-in';
import { TextLink } from '../layout/TextLink';
import { useSignInTarget } from '../redirect/use-sign-in-target';
import { useAuthVisit } from '../visit/use-auth-visit';
import { DEMO_CREDENTIALS } from './demo-credentials';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginFormProps {
  /** Called when the account asks for its two-factor code before signing in. */
  onTwoFactorRequired: () => void;
  /** A ref for the element around the email and password fields (the mascot watches it). */
  fieldsRef?: (element: HTMLDivElement | null) => (() => void) | undefined;
}

/** Email, password, the remember flag and Continue (doc 000 §2); signs in or hands over to the two-factor step. */
export function LoginForm({ onTwoFactorRequired, fieldsRef }: LoginFormProps) {
  const http = useHttpClient();
  const settings = useSettings();
  const visit = useAuthVisit();
  const completeSignIn = useCompleteSignIn();
  const targetFor = useSignInTarget();
  const demo = settings.site?.demo === true;
  const form = useForm<LoginValues>({
    defaultValues: {
      email: visit.email ?? (demo ? DEMO_CREDENTIALS.email : ''),
      password: demo ? DEMO_CREDENTIALS.password : '',
      remember: true,
    },
  });

  const signIn = async (values: LoginValues) => {
    try {
      const answer = await login(http, values);
      if ('two_factor' in answer) {
        onTwoFactorRequired();
        return;
      }
      completeSignIn(answer.bootstrapData, targetFor(answer.bootstrapData));
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <Form form={form} onSubmit={signIn} className="flex flex-col gap-5">
      <div ref={fieldsRef} className="flex flex-col gap-5">
        {/* A text input, not `type="email"`: only text inputs report the caret the mascot follows. */}
        <FormTextField<LoginValues>
          name="email"
          label="Email"
          type="text"
          inputMode="email"
          autoComplete="email"
          rules={{ required: required('email') }}
        />
        <FormPasswordField<LoginValues>
          name="password"
          label="Password"
          autoComplete="current-password"
          rules={{ required: required('password') }}
          labelAction={
            <TextLink href="/forgot-password" className="text-sm">
              Forgot your password?
            </TextLink>
          }
        />
      </div>
      <FormCheckbox<LoginValues> name="remember">Stay signed in for a month</FormCheckbox>
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" isPending={form.formState.isSubmitting}>
          Continue
        </Button>
        <ButtonLink href="/discover" variant="ghost" size="lg">
          Maybe later
        </ButtonLink>
      </div>
    </Form>
  );
}
