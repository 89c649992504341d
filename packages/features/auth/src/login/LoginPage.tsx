import { useSettings, useTrans } from '@tonearm/shell';
import { lazy, Suspense, useState } from 'react';
import { AuthPage } from '../layout/AuthPage';
import { Mascot } from '../mascot/Mascot';
import { useMascot } from '../mascot/use-mascot';
import { DeferredSocialSignIn } from '../social/DeferredSocialSignIn';
import { loginHeading } from '../visit/auth-headings';
import { useAuthVisit } from '../visit/use-auth-visit';
import { LoginForm } from './LoginForm';
import { SignUpLine } from './SignUpLine';

// Most accounts never see the challenge: it loads when the server asks for the code.
const TwoFactorChallenge = lazy(() =>
  import('../two-factor/TwoFactorChallenge').then((module) => ({ default: module.TwoFactorChallenge })),
);

/**
 * /login and /workspace/join/login (doc 000 §2): the login form with the mascot, social sign-in and the sign-up
 * link; an account with two-factor authentication continues with the challenge in place of the form.
 */
export function LoginPage() {
  const visit = useAuthVisit();
  const { branding } = useSettings();
  const { trans } = useTrans();
  const mascot = useMascot();
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');

  return (
    <AuthPage
      heading={loginHeading(visit, branding.site_name, trans)}
      illustration={<Mascot pose={mascot.pose} reducedMotion={mascot.reducedMotion} className="-mb-px" />}
      footer={<SignUpLine />}
    >
      {step === 'credentials' ? (
        <>
          <LoginForm fieldsRef={mascot.watchFields} onTwoFactorRequired={() => setStep('two-factor')} />
          <DeferredSocialSignIn purpose="login" />
        </>
      ) : (
        <Suspense fallback={null}>
          <TwoFactorChallenge />
        </Suspense>
      )}
    </AuthPage>
  );
}
