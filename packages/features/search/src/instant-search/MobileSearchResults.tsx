import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { groupTitles, type InstantSection, statusTitle } from './InstantSearchOptions';
import type { InstantOption } from './instant-results';
import type { InstantSearch } from './use-instant-search';

/**
 * The full-screen search's results: a list of links per group under its heading, then the link to the search page.
 * Links rather than a listbox: on a phone the results are touched or reached with Tab, and the field keeps its
 * own keys (Enter searches, Escape clears).
 */
export function MobileSearchResults({
  sections,
  search,
}: {
  sections: InstantSection[];
  search: InstantSearch;
}) {
  const { trans } = useTrans();
  return (
    <div className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2">
      {sections.map((section) =>
        section.id === 'all' ? (
          <div key="all" className="flex flex-col gap-1 py-2">
            <p aria-live="polite" className="px-2 text-muted-foreground text-sm">
              {statusTitle(search, trans)}
            </p>
            <ResultLinks options={section.options} />
          </div>
        ) : (
          <ResultGroup key={section.id} title={groupTitles(trans)[section.id]} options={section.options} />
        ),
      )}
    </div>
  );
}

function ResultGroup({ title, options }: { title: string; options: InstantOption[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1 py-2">
      <h2 id={headingId} className="px-2 font-semibold text-muted-foreground text-xs uppercase">
        {title}
      </h2>
      <ResultLinks options={options} />
    </section>
  );
}

function ResultLinks({ options }: { options: InstantOption[] }) {
  return (
    <ul className="flex flex-col">
      {options.map((option) => (
        <li key={option.id}>
          <ResultLink option={option} />
        </li>
      ))}
    </ul>
  );
}

function ResultLink({ option }: { option: InstantOption }) {
  const isSearchPage = option.id === 'search-page';
  const round = option.shape === 'round';
  return (
    <Link
      href={option.href}
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-ui px-2 py-1.5 text-foreground outline-hidden',
        'data-[hovered]:bg-muted data-[pressed]:bg-muted',
        'data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid',
      )}
    >
      {!isSearchPage &&
        (option.image ? (
          <img
            src={option.image}
            alt=""
            className={cn('size-10 shrink-0 bg-muted object-cover', round ? 'rounded-full' : 'rounded-sm')}
          />
        ) : (
          <span
            aria-hidden="true"
            className={cn('size-10 shrink-0 bg-muted', round ? 'rounded-full' : 'rounded-sm')}
          />
        ))}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={cn('truncate', isSearchPage && 'font-medium text-primary')}>{option.title}</span>
        {option.description && (
          <>
            {' '}
            <span className="truncate text-muted-foreground text-xs">{option.description}</span>
          </>
        )}
      </span>
    </Link>
  );
}
