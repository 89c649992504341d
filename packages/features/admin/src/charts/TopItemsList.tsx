import { Avatar, cn } from '@tonearm/ui';
import { Link } from 'react-router';

/** One row of a top list: what it names, where it links, and its count. */
export interface TopItem {
  key: string;
  name: string;
  /** The item's page; a row without one (the guests' row) is plain text. */
  href: string | null;
  image: string | null;
  /** A line under the name (the artists of a track). */
  detail?: string;
  value: number;
}

export interface TopItemsListProps {
  /** The list's heading ("Most played tracks"). */
  title: string;
  items: TopItem[];
  /** Shown instead of the list when it is empty. */
  emptyMessage: string;
  /** Says a row's count in words ("12 plays"). */
  formatValue(value: number): string;
  /**
   * Extra classes for `[data-slot="top-items"]`.
   * @default undefined
   */
  className?: string;
}

/**
 * A ranked list of the most played items, each with its image, a link to its page, its count, and a bar the length
 * of its count against the first. The list is its own text equivalent: the bars are decoration.
 */
export function TopItemsList({ title, items, emptyMessage, formatValue, className }: TopItemsListProps) {
  const most = Math.max(1, ...items.map((item) => item.value));
  return (
    <section
      data-slot="top-items"
      className={cn('flex min-w-0 flex-col gap-3 rounded-ui border border-border bg-paper p-4', className)}
    >
      <h2 className="font-semibold text-base">{title}</h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{emptyMessage}</p>
      ) : (
        <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-3">
              <span aria-hidden="true" className="shrink-0">
                <Avatar src={item.image} name={item.name} size="sm" />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate">
                    {item.href ? (
                      <Link
                        to={item.href}
                        className="inline-block py-0.5 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                      >
                        {item.name}
                      </Link>
                    ) : (
                      item.name
                    )}
                    {item.detail && (
                      <span className="block truncate text-muted-foreground text-xs">{item.detail}</span>
                    )}
                  </span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {formatValue(item.value)}
                  </span>
                </div>
                <div aria-hidden="true" className="h-1.5 rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${Math.max(2, (item.value / most) * 100)}%` }}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
