import { lazy, type ReactNode, Suspense } from 'react';
import { useBootstrapData } from '../bootstrap';
import { accountGate } from './account-gate';

// Few visitors ever see it, so its form is loaded only for them, out of everyone's first visit.
const EmailVerificationScreen = lazy(() =>
  import('../email-verification/EmailVerificationScreen').then((module) => ({
    default: module.EmailVerificationScreen,
  })),
);
// Only a banned user sees it; it brings the logout call along, out of everyone's first visit too.
const SuspendedScreen = lazy(() =>
  import('../suspended/SuspendedScreen').then((module) => ({ default: module.SuspendedScreen })),
);

export interface AccountGateProps {
  /** What an ungated visitor sees: the app's routes. */
  children: ReactNode;
}

/**
 * Shows every path as the verification screen or the suspended screen when the account calls for it, in the
 * spec's order (doc 000 §2), and the app otherwise.
 */
export function AccountGate({ children }: AccountGateProps) {
  const { user, settings } = useBootstrapData();
  const gate = accountGate({ user, requireEmailConfirmation: settings.require_email_confirmation });
  if (gate === 'verify-email') {
    return (
      <Suspense fallback={null}>
        <EmailVerificationScreen />
      </Suspense>
    );
  }
  if (gate === 'suspended') {
    return (
      <Suspense fallback={null}>
        <SuspendedScreen />
      </Suspense>
    );
  }
  return children;
}
