import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';

export interface ListPagerProps {
  /** Where the page on screen sits in the whole list. */
  page: { from: number | null; to: number | null; total: number; current_page: number; last_page: number };
  onPage: (page: number) => void;
}

/** "from–to of total" and the previous and next pages of an admin list. */
export function ListPager({ page, onPage }: ListPagerProps) {
  const { trans } = useTrans();
  return (
    <nav aria-label={trans('Pages')} className="flex flex-wrap items-center justify-end gap-3 text-sm">
      <p>{trans(':from–:to of :total', { from: page.from ?? 0, to: page.to ?? 0, total: page.total })}</p>
      <Button
        variant="outline"
        size="sm"
        isDisabled={page.current_page <= 1}
        onPress={() => onPage(page.current_page - 1)}
      >
        {trans('Previous page')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        isDisabled={page.current_page >= page.last_page}
        onPress={() => onPage(page.current_page + 1)}
      >
        {trans('Next page')}
      </Button>
    </nav>
  );
}
