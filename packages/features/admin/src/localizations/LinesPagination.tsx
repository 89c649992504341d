import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';

export interface LinesPaginationProps {
  page: { current_page: number; last_page: number; from: number | null; to: number | null; total: number };
  onPage: (page: number) => void;
}

/** "1–20 of 1,168" with Previous and Next. */
export function LinesPagination({ page, onPage }: LinesPaginationProps) {
  const { trans } = useTrans();
  return (
    <nav
      aria-label={trans('Pages of lines')}
      className="flex flex-wrap items-center justify-end gap-3 text-sm"
    >
      <p aria-live="polite">
        {page.total === 0
          ? trans('No lines')
          : trans(':from–:to of :total', { from: page.from ?? 0, to: page.to ?? 0, total: page.total })}
      </p>
      <Button
        variant="outline"
        size="sm"
        isDisabled={page.current_page <= 1}
        onPress={() => onPage(page.current_page - 1)}
      >
        {trans('Previous')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        isDisabled={page.current_page >= page.last_page}
        onPress={() => onPage(page.current_page + 1)}
      >
        {trans('Next')}
      </Button>
    </nav>
  );
}
