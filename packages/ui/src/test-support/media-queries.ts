// jsdom has no `matchMedia`; the kit's responsive parts ask it whether to show a tray or a modal instead of a popover.

function answerMediaQueries(matches: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Answers `matchMedia` as a desktop screen does: the kit's only query, at most 768 px wide, does not match. */
export function answerAsDesktopScreen(): void {
  answerMediaQueries(false);
}

/** Answers `matchMedia` as a phone does: the kit's only query, at most 768 px wide, matches. */
export function answerAsPhoneScreen(): void {
  answerMediaQueries(true);
}
