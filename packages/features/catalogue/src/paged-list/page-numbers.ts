/** A numbered page link, or a gap standing for the pages left out between two of them. */
export type PageNumberItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The page links of a numbered pagination: the first and last page, the current one with `around` pages either
 * side, and a gap where more than one page is left out (a single left-out page is shown, as a gap would take its
 * place anyway).
 */
export function pageNumbers(current: number, lastPage: number, around = 1): PageNumberItem[] {
  const last = Math.max(1, lastPage);
  const shown = new Set([1, last]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageNumberItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push({ type: 'page', page: page - 1 });
    else if (previous !== undefined && page - previous > 2) items.push({ type: 'gap', key: `gap-${page}` });
    items.push({ type: 'page', page });
  });
  return items;
}
