import { useSettings } from '@tonearm/shell';
import { lazy, Suspense } from 'react';
import { enabledSocialServices } from './enabled-social-services';
import type { SocialSignInSectionProps } from './SocialSignInSection';

// Most sites turn no social service on: their login and sign-up pages never load the buttons and the popup flow.
const SocialSignInSection = lazy(() =>
  import('./SocialSignInSection').then((module) => ({ default: module.SocialSignInSection })),
);

/** `SocialSignInSection`, loaded only when the operator turned a social service on. */
export function DeferredSocialSignIn(props: SocialSignInSectionProps) {
  if (enabledSocialServices(useSettings()).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SocialSignInSection {...props} />
    </Suspense>
  );
}
