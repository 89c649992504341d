import { useSettings } from '@tonearm/shell';
import { useLocation } from 'react-router';
import { TextLink } from '../layout/TextLink';
import { registerHref } from '../visit/sign-in-links';
import { useAuthVisit } from '../visit/use-auth-visit';

/** "Don't have an account? Sign up.", unless registration is disabled and the visit is no invitation (doc 000 §2, §6). */
export function SignUpLine() {
  const { registration } = useSettings();
  const visit = useAuthVisit();
  const { search } = useLocation();
  if (registration?.disable && !visit.isInvite) return null;
  return (
    <>
      Don't have an account? <TextLink href={registerHref(visit, search)}>Sign up.</TextLink>
    </>
  );
}
