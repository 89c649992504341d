import { useTrans } from '@tonearm/shell';
import type { AnchorHTMLAttributes } from 'react';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  /** An absolute URL. */
  href: string;
}

/**
 * A link to another site, opened in a new tab (doc 000 §4) and said so to screen readers. A native anchor rather
 * than the kit's link: the app's router provider resolves every kit link's `href` as a path of the app, which
 * turns `https://…` into `/current/https:/…`.
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { trans } = useTrans();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {trans('(opens in a new tab)')}</span>
    </a>
  );
}
