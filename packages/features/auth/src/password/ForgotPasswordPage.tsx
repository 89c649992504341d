import { sendPasswordResetLink } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { Button, Form, FormTextField, toast } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { required } from '../forms/field-rules';
import { showFormError } from '../forms/show-form-error';
import { AuthPage } from '../layout/AuthPage';
import { SignUpLine } from '../login/SignUpLine';
import { useAuthVisit } from '../visit/use-auth-visit';

interface ForgotPasswordValues {
  email: string;
}

/** /forgot-password (doc 000 §2): mails a reset link, shows the server's message and goes to /login. */
export function ForgotPasswordPage() {
  const http = useHttpClient();
  const navigate = useNavigate();
  const visit = useAuthVisit();
  const { trans } = useTrans();
  const form = useForm<ForgotPasswordValues>({ defaultValues: { email: visit.email ?? '' } });

  const sendLink = async (values: ForgotPasswordValues) => {
    try {
      const { message } = await sendPasswordResetLink(http, values);
      toast.positive(message);
      await navigate('/login');
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <AuthPage heading={trans('Forgot your password?')} footer={<SignUpLine />}>
      <Form form={form} onSubmit={sendLink} className="flex flex-col gap-5">
        <p className="text-muted-foreground text-sm">
          {trans('Enter your email address and we will send you a link to reset your password.')}
        </p>
        <FormTextField<ForgotPasswordValues>
          name="email"
          label={trans('Email')}
          type="email"
          autoComplete="email"
          isReadOnly={visit.email !== null}
          rules={{ required: required(trans('The email field is required.')) }}
        />
        <Button type="submit" size="lg" isPending={form.formState.isSubmitting}>
          {trans('Continue')}
        </Button>
      </Form>
    </AuthPage>
  );
}
