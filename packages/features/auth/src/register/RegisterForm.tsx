import { register } from '@tonearm/client';
import type { RegisterPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useSettings, useTrans } from '@tonearm/shell';
import { Button, Form, FormCheckbox, FormTextField, toast } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { mustAccept, required } from '../forms/field-rules';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { showFormError } from '../forms/show-form-error';
import { useCompleteSignIn } from '../guards/use-complete-sign-in';
import { useHumanCheck } from '../human-check/use-human-check';
import { TextLink } from '../layout/TextLink';
import { useSignInTarget } from '../redirect/use-sign-in-target';
import { useAuthVisit } from '../visit/use-auth-visit';

interface RegisterValues {
  email: string;
  password: string;
  password_confirmation: string;
  /** Policy id to whether its checkbox is ticked; named `policies.{id}` like the server's errors. */
  policies: Record<string, boolean>;
}

/**
 * Email, password with confirmation, one required checkbox per registration policy and 'Create account'
 * (doc 000 §2, §5). A new account waiting for email verification goes home, where the verification screen takes
 * over; any other goes to the redirect target.
 */
export function RegisterForm() {
  const http = useHttpClient();
  const { registration } = useSettings();
  const { trans } = useTrans();
  const visit = useAuthVisit();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const targetFor = useSignInTarget();
  const humanCheck = useHumanCheck('register');
  const policies = registration?.policies ?? [];
  const form = useForm<RegisterValues>({
    defaultValues: {
      email: visit.email ?? '',
      password: '',
      password_confirmation: '',
      policies: Object.fromEntries(policies.map((policy) => [String(policy.id), false])),
    },
  });

  const createAccount = async (values: RegisterValues) => {
    if (!(await humanCheck())) return;
    const payload: RegisterPayload = {
      email: values.email,
      password: values.password,
      password_confirmation: values.password_confirmation,
      policies: Object.fromEntries(
        policies.map((policy) => [String(policy.id), values.policies[String(policy.id)] === true]),
      ),
      ...(visit.inviteId
        ? { invite_id: visit.inviteId, ...(visit.isWorkspaceJoin ? { invite_type: 'workspace' } : {}) }
        : {}),
    };
    try {
      const { status, bootstrapData } = await register(http, payload);
      if (status === 'needs_email_verification') {
        // A new address and a taken one get this same answer, and neither is signed in: the mail says what to do
        // next, and signing in leads a new account to its verification screen. The same words fit both cases, so
        // the page never tells a visitor whether an address is taken.
        toast.positive(trans('We have sent you an email. Follow it to continue.'));
        void navigate(`/login?email=${encodeURIComponent(values.email)}`, { replace: true });
        return;
      }
      completeSignIn(bootstrapData, targetFor(bootstrapData));
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <Form form={form} onSubmit={createAccount} className="flex flex-col gap-5">
      <FormTextField<RegisterValues>
        name="email"
        label={trans('Email')}
        type="email"
        autoComplete="email"
        isReadOnly={visit.email !== null}
        rules={{ required: required(trans('The email field is required.')) }}
      />
      <NewPasswordFields />
      {policies.map((policy) => {
        // The policy's name is the operator's words: translated like a menu label, then set into the sentence.
        const name = trans(policy.name);
        return (
          <div key={policy.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <FormCheckbox<RegisterValues>
              name={`policies.${policy.id}`}
              isRequired
              rules={mustAccept(trans('The :name must be accepted.', { name }))}
            >
              {trans('I accept the :name', { name })}
            </FormCheckbox>
            {policy.action && (
              // Beside the box rather than inside its label, and in a new tab, so reading it loses nothing typed.
              <TextLink href={policy.action} target="_blank" className="text-sm">
                {trans('Read the :name', { name })}
              </TextLink>
            )}
          </div>
        );
      })}
      <Button type="submit" size="lg" isPending={form.formState.isSubmitting}>
        {trans('Create account')}
      </Button>
    </Form>
  );
}
