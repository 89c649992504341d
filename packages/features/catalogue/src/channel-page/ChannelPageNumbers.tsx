import { useTrans } from '@tonearm/shell';
import { ButtonLink, buttonVariants, cn } from '@tonearm/ui';
import { useLocation } from 'react-router';
import { pageNumbers } from '../paged-list/page-numbers';

export interface ChannelPageNumbersProps {
  /** The page shown, from 1. */
  page: number;
  /** The last page there is. */
  lastPage: number;
  /** The channel's title, naming the navigation. */
  title: string;
}

/**
 * Numbered links between a channel's pages, each an address of its own (`?page=2`) that can be shared and
 * bookmarked; nothing when the content fits on one page.
 */
export function ChannelPageNumbers({ page, lastPage, title }: ChannelPageNumbersProps) {
  const { trans } = useTrans();
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav aria-label={trans('Pages of :name', { name: title })}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <ButtonLink variant="ghost" href={hrefOf(page - 1)} isDisabled={page <= 1}>
            {trans('Previous page')}
          </ButtonLink>
        </li>
        {pageNumbers(page, lastPage).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                // The page shown is no link to itself; its number carries `aria-current`, which links drop.
                <span
                  aria-current="page"
                  className={cn(buttonVariants({ variant: 'primary' }), 'min-w-10 cursor-default')}
                >
                  <span className="sr-only">{trans('Page :page', { page: item.page })}</span>
                  <span aria-hidden="true">{item.page}</span>
                </span>
              ) : (
                <ButtonLink
                  variant="ghost"
                  href={hrefOf(item.page)}
                  aria-label={trans('Page :page', { page: item.page })}
                  className="min-w-10"
                >
                  {item.page}
                </ButtonLink>
              )}
            </li>
          ),
        )}
        <li>
          <ButtonLink variant="ghost" href={hrefOf(page + 1)} isDisabled={page >= lastPage}>
            {trans('Next page')}
          </ButtonLink>
        </li>
      </ul>
    </nav>
  );
}
