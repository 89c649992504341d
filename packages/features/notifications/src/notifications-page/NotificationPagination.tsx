import { useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';

export interface NotificationPaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** The last page there is. */
  lastPage: number;
}

const pageHref = (page: number) => (page === 1 ? '/notifications' : `/notifications?page=${page}`);

/** Previous and next links between pages of 30 notifications; nothing when everything fits on one page. */
export function NotificationPagination({ page, lastPage }: NotificationPaginationProps) {
  const { trans } = useTrans();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={trans('Notification pages')} className="flex items-center justify-between gap-2 pt-4">
      <ButtonLink variant="outline" size="sm" href={pageHref(page - 1)} isDisabled={page <= 1}>
        {trans('Previous page')}
      </ButtonLink>
      <p className="text-muted-foreground text-sm">{trans('Page :page of :lastPage', { page, lastPage })}</p>
      <ButtonLink variant="outline" size="sm" href={pageHref(page + 1)} isDisabled={page >= lastPage}>
        {trans('Next page')}
      </ButtonLink>
    </nav>
  );
}
