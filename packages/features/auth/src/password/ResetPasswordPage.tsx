import { resetPassword } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { Button, Form, FormTextField, toast } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { required } from '../forms/field-rules';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { showFormError } from '../forms/show-form-error';
import { AuthPage } from '../layout/AuthPage';
import { useAuthVisit } from '../visit/use-auth-visit';

interface ResetPasswordValues {
  email: string;
  password: string;
  password_confirmation: string;
}

/** /password/reset/{token}: the mailed link's page for choosing a new password (doc 000 §2). */
export function ResetPasswordPage() {
  const http = useHttpClient();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const visit = useAuthVisit();
  const { trans } = useTrans();
  const form = useForm<ResetPasswordValues>({
    defaultValues: { email: visit.email ?? '', password: '', password_confirmation: '' },
  });

  const saveNewPassword = async (values: ResetPasswordValues) => {
    try {
      await resetPassword(http, { token, ...values });
      // Shown on /login once the new password is saved (doc 000 §2).
      toast.positive(trans('Your password has been reset!'));
      await navigate('/login', { replace: true });
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <AuthPage heading={trans('Reset your password')}>
      <Form form={form} onSubmit={saveNewPassword} className="flex flex-col gap-5">
        <FormTextField<ResetPasswordValues>
          name="email"
          label={trans('Email')}
          type="email"
          autoComplete="email"
          rules={{ required: required(trans('The email field is required.')) }}
        />
        <NewPasswordFields passwordLabel={trans('New password')} />
        <Button type="submit" size="lg" isPending={form.formState.isSubmitting}>
          {trans('Reset password')}
        </Button>
      </Form>
    </AuthPage>
  );
}
