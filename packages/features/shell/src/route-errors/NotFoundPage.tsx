import { Link } from 'react-router';
import { StatusMessage } from './StatusMessage';

/** The page for a route error with status 404 (doc 000 §2). */
export function NotFoundPage() {
  return (
    <StatusMessage
      code="404"
      title="Looks like you've found the doorway to the great nothing"
      description="Sorry about that! Please visit our homepage to get where you need to go."
      action={
        <Link
          to="/"
          className="inline-flex h-10 items-center rounded-ui bg-primary px-5 font-medium text-primary-foreground outline-none hover:opacity-90 focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2"
        >
          Take me there!
        </Link>
      }
    />
  );
}
