import { useSettings, useTrans } from '@tonearm/shell';
import { Navigate, useLocation } from 'react-router';
import { AuthPage } from '../layout/AuthPage';
import { TextLink } from '../layout/TextLink';
import { DeferredSocialSignIn } from '../social/DeferredSocialSignIn';
import { registerHeading } from '../visit/auth-headings';
import { loginHref } from '../visit/sign-in-links';
import { useAuthVisit } from '../visit/use-auth-visit';
import { RegisterForm } from './RegisterForm';

/**
 * /register and /workspace/join/register (doc 000 §2). With registration disabled only an invitation may register;
 * anyone else is sent to /login.
 */
export function RegisterPage() {
  const visit = useAuthVisit();
  const { search } = useLocation();
  const { branding, registration } = useSettings();
  const { trans } = useTrans();
  if (registration?.disable && !visit.isInvite) return <Navigate to="/login" replace />;

  return (
    <AuthPage
      heading={registerHeading(visit, branding.site_name, trans)}
      footer={
        <>
          {trans('Already have an account?')}{' '}
          <TextLink href={loginHref(visit, search)}>{trans('Sign in.')}</TextLink>
        </>
      }
    >
      <RegisterForm />
      <DeferredSocialSignIn purpose="register" />
    </AuthPage>
  );
}
