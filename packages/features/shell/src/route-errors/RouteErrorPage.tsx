import { Navigate, useRouteError } from 'react-router';
import { useCurrentUser } from '../bootstrap';
import { useTrans } from '../i18n';
import { NotFoundPage } from './NotFoundPage';
import { routeErrorStatus } from './route-error-status';
import { StatusMessage } from './StatusMessage';

/** What a failed route shows: the not-found page, a redirect to /login, or a retry message (doc 000 §2). */
export function RouteErrorPage() {
  const error = useRouteError();
  const user = useCurrentUser();
  const { trans } = useTrans();
  const status = routeErrorStatus(error);

  if (status === 404) return <NotFoundPage />;
  // Doc 001 §2: an unauthenticated 401 or 403 on a page goes to /login.
  if ((status === 401 || status === 403) && !user) return <Navigate to="/login" replace />;
  return (
    <StatusMessage
      title={trans('There was an issue loading this page')}
      description={trans('Please try again later')}
    />
  );
}
