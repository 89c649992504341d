import { isValidationError, login } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { DEMO_LISTENER_ACCOUNT } from '@tonearm/client/rules';
import { showRequestError, type Translate, useSettings, useTrans } from '@tonearm/shell';
import { Button, ButtonLink, Checkbox, PasswordField, TextField } from '@tonearm/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { flushSync } from 'react-dom';
import { useCompleteSignIn } from '../guards/use-complete-sign-in';
import { TextLink } from '../layout/TextLink';
import { useSignInTarget } from '../redirect/use-sign-in-target';
import { useAuthVisit } from '../visit/use-auth-visit';

/** The login form's fields, in the order they show (the first with a server error takes focus). */
const FIELDS = ['email', 'password', 'remember'] as const;

/** `The :attribute field is required.`, in the server's wording, for each empty field. */
function missingFields(
  values: { email: string; password: string },
  trans: Translate,
): Record<string, string> {
  const missing: Record<string, string> = {};
  if (values.email === '') missing.email = trans('The email field is required.');
  if (values.password === '') missing.password = trans('The password field is required.');
  return missing;
}

export interface LoginFormProps {
  /** Called when the account asks for its two-factor code before signing in. */
  onTwoFactorRequired: () => void;
  /** A ref for the element around the email and password fields (the mascot watches it). */
  fieldsRef?: (element: HTMLDivElement | null) => (() => void) | undefined;
}

/**
 * Email, password, the remember flag and Continue (doc 000 §2); signs in or hands over to the two-factor step.
 * Three fields need no form library: an empty field and the server's refusals are shown alike, as the form's
 * errors, each dropped as soon as its field changes. Native validation is off: its messages stayed under a field
 * already filled, and its stale state swallowed the next submit.
 */
export function LoginForm({ onTwoFactorRequired, fieldsRef }: LoginFormProps) {
  const http = useHttpClient();
  const settings = useSettings();
  const { trans } = useTrans();
  const visit = useAuthVisit();
  const completeSignIn = useCompleteSignIn();
  const targetFor = useSignInTarget();
  const demo = settings.site?.demo === true;
  const formRef = useRef<HTMLFormElement>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  /** Shows the errors under their fields and focuses the first; false when none is a field's. */
  const showFieldErrors = (errors: Record<string, string>): boolean => {
    const first = FIELDS.find((field) => errors[field] !== undefined);
    if (first === undefined) return false;
    flushSync(() => setServerErrors(errors));
    const input = formRef.current?.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
    return true;
  };

  // React Aria would keep a field's error until the field is left; it goes as soon as the field changes.
  const clearFieldError = (field: string) =>
    setServerErrors((errors) => {
      if (errors[field] === undefined) return errors;
      const { [field]: _cleared, ...rest } = errors;
      return rest;
    });

  const showServerErrors = (error: unknown) => {
    if (!showFieldErrors(isValidationError(error) ? error.fieldErrors() : {})) showRequestError(error);
  };

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      remember: data.has('remember'),
    };
    if (showFieldErrors(missingFields(values, trans))) return;
    setServerErrors({});
    setSubmitting(true);
    try {
      const answer = await login(http, values);
      if ('two_factor' in answer) {
        onTwoFactorRequired();
        return;
      }
      completeSignIn(answer.bootstrapData, targetFor(answer.bootstrapData));
    } catch (error) {
      showServerErrors(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      ref={formRef}
      onSubmit={signIn}
      validationBehavior="aria"
      validationErrors={serverErrors}
      data-slot="form"
      className="flex flex-col gap-5"
    >
      <div ref={fieldsRef} className="flex flex-col gap-5">
        {/* A text input, not `type="email"`: only text inputs report the caret the mascot follows. */}
        <TextField
          name="email"
          label={trans('Email')}
          type="text"
          inputMode="email"
          autoComplete="email"
          defaultValue={visit.email ?? (demo ? DEMO_LISTENER_ACCOUNT.email : '')}
          onChange={() => clearFieldError('email')}
        />
        <PasswordField
          name="password"
          label={trans('Password')}
          revealLabel={trans('Show?')}
          autoComplete="current-password"
          defaultValue={demo ? DEMO_LISTENER_ACCOUNT.password : ''}
          onChange={() => clearFieldError('password')}
          labelAction={
            <TextLink href="/forgot-password" className="text-sm">
              {trans('Forgot your password?')}
            </TextLink>
          }
        />
      </div>
      <Checkbox name="remember" defaultSelected>
        {trans('Stay signed in for a month')}
      </Checkbox>
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" isPending={isSubmitting}>
          {trans('Continue')}
        </Button>
        <ButtonLink href="/discover" variant="ghost" size="lg">
          {trans('Maybe later')}
        </ButtonLink>
      </div>
    </Form>
  );
}
