import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { AuthPage } from '../layout/AuthPage';
import { TextLink } from '../layout/TextLink';
import { useSignInLink } from './use-sign-in-link';

const TwoFactorChallenge = lazy(() =>
  import('../two-factor/TwoFactorChallenge').then((module) => ({ default: module.TwoFactorChallenge })),
);

/**
 * /login/link/{token}: the one-time sign-in link mailed while logins to the account were throttled. The owner
 * presses Sign in; an account with two-factor authentication continues with the challenge.
 */
export function SignInLinkPage() {
  const { token = '' } = useParams();
  const { step, refusal, signIn } = useSignInLink(token);
  const { trans } = useTrans();
  return (
    <AuthPage heading={trans('Sign in with your link')}>
      {step === 'two-factor' ? (
        <Suspense fallback={null}>
          <TwoFactorChallenge />
        </Suspense>
      ) : step === 'refused' ? (
        <div className="flex flex-col gap-4">
          <p role="alert">{refusal}</p>
          <div>
            <TextLink href="/login">{trans('Back to sign in')}</TextLink>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-muted-foreground text-sm">
            {trans(
              'This link signs you in once, without your password, while password sign-in is paused for your account.',
            )}
          </p>
          <Button size="lg" onPress={() => void signIn()} isPending={step === 'pending'}>
            {trans('Sign in')}
          </Button>
        </div>
      )}
    </AuthPage>
  );
}
