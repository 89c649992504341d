import { ButtonLink } from '@tonearm/ui';
import { StatusMessage } from './StatusMessage';

/** The page for a route error with status 404 (doc 000 §2). */
export function NotFoundPage() {
  return (
    <StatusMessage
      code="404"
      title="Looks like you've found the doorway to the great nothing"
      description="Sorry about that! Please visit our homepage to get where you need to go."
      action={<ButtonLink href="/">Take me there!</ButtonLink>}
    />
  );
}
