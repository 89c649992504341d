import { NotFoundPage, routeErrorStatus, StatusMessage, useTrans } from '@tonearm/shell';
import { Button, Skeleton } from '@tonearm/ui';
import { useParams } from 'react-router';
import { CustomPageView } from './CustomPageView';
import { useCustomPage } from './use-custom-page';

function LoadingPage() {
  const { trans } = useTrans();
  return (
    <div
      aria-busy="true"
      aria-label={trans('Loading page')}
      role="status"
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 sm:py-12"
    >
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}

/**
 * /pages/{pageSlug} and /pages/{pageId}/{pageSlug} (doc 001 §2): the page by id when the path has one, else by
 * slug. A page that does not exist shows the shell's not-found page.
 */
export function CustomPageScreen() {
  const { trans } = useTrans();
  const { pageId, pageSlug = '' } = useParams();
  const { page, error, retry } = useCustomPage(pageId ?? pageSlug);

  if (error) {
    if (routeErrorStatus(error) === 404) return <NotFoundPage />;
    return (
      <StatusMessage
        title={trans('There was an issue loading this page')}
        description={trans('Please try again later')}
        action={<Button onPress={retry}>{trans('Try again')}</Button>}
      />
    );
  }
  if (!page) return <LoadingPage />;
  return <CustomPageView page={page} />;
}
