import { useTrans } from '@tonearm/shell';
import type { AccountSection } from './account-sections';

export interface SectionNavProps {
  /** The sections shown on the page, in order. */
  sections: readonly AccountSection[];
}

/**
 * Links to each panel's anchor, beside the panels on wide screens (on narrow ones the panels follow each other and
 * the list would only push them down). Plain anchors: the browser scrolls and the router ignores a hash change.
 */
export function SectionNav({ sections }: SectionNavProps) {
  const { trans } = useTrans();
  return (
    <nav aria-label={trans('Account settings sections')} className="sticky top-20 hidden self-start lg:block">
      <ul className="flex flex-col gap-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-ui px-3 py-2 font-medium text-muted-foreground text-sm outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-focus"
            >
              {section.title(trans)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
