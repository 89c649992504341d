import { ButtonLink } from '@tonearm/ui';
import { useTrans } from '../i18n';
import { StatusMessage } from './StatusMessage';

/** The page for a route error with status 404 (doc 000 §2). */
export function NotFoundPage() {
  const { trans } = useTrans();
  return (
    <StatusMessage
      code="404"
      title={trans("Looks like you've found the doorway to the great nothing")}
      description={trans('Sorry about that! Please visit our homepage to get where you need to go.')}
      action={<ButtonLink href="/">{trans('Take me there!')}</ButtonLink>}
    />
  );
}
