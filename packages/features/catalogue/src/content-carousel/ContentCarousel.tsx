import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';

export interface ContentCarouselProps<Item> {
  /** The section's heading, which also names the list. */
  title: ReactNode;
  /** The heading's id (unique on the page). */
  titleId: string;
  /** Where the heading links to see everything, e.g. the channel's own page. @default undefined */
  action?: ReactNode;
  items: readonly Item[];
  getKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
}

/**
 * A row of cards that scrolls sideways (by touch, trackpad or the previous/next buttons, a page at a time) with
 * scroll snapping. Cards stay in the tab order, so keyboard users reach every one and the row follows focus.
 */
export function ContentCarousel<Item>({
  title,
  titleId,
  action,
  items,
  getKey,
  renderItem,
}: ContentCarouselProps<Item>) {
  const { trans } = useTrans();
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const list = scroller.current;
    if (!list) return;
    // One pixel of slack: fractional scroll positions never quite reach the end.
    setEdges({
      atStart: list.scrollLeft <= 1,
      atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    });
  }, []);
  useEffect(() => {
    measure();
    const list = scroller.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);
  const scrollByPage = (direction: 1 | -1) => {
    const list = scroller.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section aria-labelledby={titleId} data-slot="content-carousel" className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="me-auto font-semibold text-xl">
          {title}
        </h2>
        {action}
        <Button
          variant="ghost"
          size="sm"
          isIconOnly
          aria-label={trans('Previous')}
          isDisabled={edges.atStart}
          onPress={() => scrollByPage(-1)}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          isIconOnly
          aria-label={trans('Next')}
          isDisabled={edges.atEnd}
          onPress={() => scrollByPage(1)}
        >
          <ChevronRightIcon />
        </Button>
      </div>
      <ul
        ref={scroller}
        aria-labelledby={titleId}
        onScroll={measure}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin]"
      >
        {items.map((item) => (
          <li key={getKey(item)} className="w-36 shrink-0 snap-start sm:w-44">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
