import { type Translate, useTrans } from '@tonearm/shell';
import { cn, listBoxItemVariants, SelectSection } from '@tonearm/ui';
import { ListBoxItem, Text } from 'react-aria-components';
import { searchLink } from '../search-query/search-query';
import type { InstantGroupName, InstantOption } from './instant-results';
import type { InstantSearch } from './use-instant-search';

/** A group of the dropdown, or its last entry leading to the search page. */
export interface InstantSection {
  id: InstantGroupName | 'all';
  options: InstantOption[];
}

/**
 * The dropdown's sections for the text as typed: the result groups of the settled query, then one entry that opens
 * the search page, so the list opens at the first keystroke and mouse and touch users can reach every result.
 */
export function instantSections(
  text: string,
  search: Pick<InstantSearch, 'query' | 'groups'>,
  label: string,
): InstantSection[] {
  if (!search.query && !text.trim()) return [];
  return [
    ...search.groups,
    {
      id: 'all',
      options: [
        {
          id: 'search-page',
          title: label,
          description: null,
          image: null,
          href: searchLink(text),
          shape: 'square',
        },
      ],
    },
  ];
}

/** The heading of each result group, in the visitor's language. */
export const groupTitles = (trans: Translate): Record<InstantGroupName, string> => ({
  artists: trans('Artists'),
  albums: trans('Albums'),
  tracks: trans('Tracks'),
  playlists: trans('Playlists'),
});

/** What the last section says above its entry: that results are coming, or that there are none. */
export function statusTitle(search: InstantSearch, trans: Translate) {
  if (search.groups.length) return undefined;
  if (search.isPending) return trans('Searching…');
  if (search.failed) return trans('Search failed. Try again.');
  return trans('No results for “:query”', { query: search.query });
}

/** One section of the dropdown, for a `ListBox` inside a `ComboBox` or an `Autocomplete`. */
export function InstantSearchSection({
  section,
  search,
}: {
  section: InstantSection;
  search: InstantSearch;
}) {
  const { trans } = useTrans();
  const title = section.id === 'all' ? statusTitle(search, trans) : groupTitles(trans)[section.id];
  return (
    <SelectSection
      id={section.id}
      items={section.options}
      {...(title ? { title } : { 'aria-label': trans('Search page') })}
    >
      {(option) => <InstantSearchOption option={option} />}
    </SelectSection>
  );
}

function InstantSearchOption({ option }: { option: InstantOption }) {
  const round = option.shape === 'round';
  const isSearchPage = option.id === 'search-page';
  return (
    <ListBoxItem
      id={option.id}
      href={option.href}
      textValue={option.title}
      data-slot="instant-search-option"
      className={cn(listBoxItemVariants(), 'py-1.5')}
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
      {/* The artists are part of the option's name, as they are of what it shows: two tracks may share a title. */}
      <Text slot="label" className="flex min-w-0 flex-1 flex-col">
        <span className={cn('truncate', isSearchPage && 'font-medium text-primary')}>{option.title}</span>
        {option.description && (
          <>
            {' '}
            <span className="truncate text-muted-foreground text-xs">{option.description}</span>
          </>
        )}
      </Text>
    </ListBoxItem>
  );
}
