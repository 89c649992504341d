import { useSettings, useTrans } from '@tonearm/shell';
import { useLocation } from 'react-router';
import { TextLink } from '../layout/TextLink';
import { registerHref } from '../visit/sign-in-links';
import { useAuthVisit } from '../visit/use-auth-visit';

/** "Don't have an account? Sign up.", unless registration is disabled and the visit is no invitation (doc 000 §2, §6). */
export function SignUpLine() {
  const { registration } = useSettings();
  const { trans } = useTrans();
  const visit = useAuthVisit();
  const { search } = useLocation();
  if (registration?.disable && !visit.isInvite) return null;
  return (
    <>
      {trans("Don't have an account?")}{' '}
      <TextLink href={registerHref(visit, search)}>{trans('Sign up.')}</TextLink>
    </>
  );
}
