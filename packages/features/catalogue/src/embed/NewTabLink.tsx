import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import type { ReactNode } from 'react';

export interface NewTabLinkProps {
  /** A path on the site. */
  href: string;
  children: ReactNode;
  /** @default undefined */
  className?: string;
}

/**
 * A link from an embed to the site, opened in a new tab so the host page (and its playing embed) stays; the
 * address is absolute because the embed's frame sits on another site. Screen readers hear that a tab opens.
 */
export function NewTabLink({ href, children, className }: NewTabLinkProps) {
  const { trans } = useTrans();
  return (
    <a
      href={new URL(href, window.location.origin).toString()}
      target="_blank"
      rel="noopener"
      className={cn(
        'rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus',
        className,
      )}
    >
      {children}
      <span className="sr-only"> {trans('(opens in a new tab)')}</span>
    </a>
  );
}
