import { cn } from '@tonearm/ui';
import type { ReactNode } from 'react';

export interface ContentGridProps<Item> {
  /** Names the list, e.g. the id of the section's heading. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  items: readonly Item[];
  getKey: (item: Item) => string;
  /** Renders one item, usually a `MediaCard`. */
  renderItem: (item: Item) => ReactNode;
  /** Extra classes for `[data-slot="content-grid"]`. @default undefined */
  className?: string;
}

/** Cards in a responsive grid: two columns at 375 px, as many ~10rem columns as fit above. */
export function ContentGrid<Item>({
  items,
  getKey,
  renderItem,
  className,
  ...labelling
}: ContentGridProps<Item>) {
  return (
    <ul
      {...labelling}
      data-slot="content-grid"
      className={cn('grid grid-cols-2 gap-4 sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]', className)}
    >
      {items.map((item) => (
        <li key={getKey(item)} className="min-w-0">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
