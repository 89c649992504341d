import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedQuery } from '../instant-search/debounced-query';
import { type SearchTab, searchLink, searchQueryOf } from '../search-query/search-query';

export interface SearchText {
  text: string;
  setText: (text: string) => void;
  /** Enter: searches the text at once. */
  submit: () => void;
}

/**
 * The search page's field bound to the URL: typing replaces `/search/{query}` once it pauses (300 ms, on the
 * current tab), Enter goes there at once, and a query that comes from the URL (back, forward, a link) fills the
 * field.
 */
export function useSearchText(query: string, tab: SearchTab): SearchText {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const settled = useDebouncedQuery(searchQueryOf(text));
  const current = useRef({ query, tab });
  current.current = { query, tab };

  useEffect(() => {
    const { query: shown, tab: shownTab } = current.current;
    // Each pause while typing would otherwise be a history entry; the first query of an empty page is one.
    if (settled !== shown) void navigate(searchLink(settled, shownTab), { replace: shown !== '' });
  }, [settled, navigate]);

  useEffect(() => {
    setText((typed) => (searchQueryOf(typed) === query ? typed : query));
  }, [query]);

  return {
    text,
    setText,
    submit: () => {
      const wanted = searchQueryOf(text);
      if (wanted && wanted !== query) void navigate(searchLink(wanted, tab));
    },
  };
}
