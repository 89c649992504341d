// Apart from the list of icons, so the menus of every page can name a drawing without carrying the list.

/** Where the site serves a menu icon's drawing (a name it does not draw answers 404). */
export function menuIconUrl(name: string): string {
  return `/icons/menu/${encodeURIComponent(name)}.svg`;
}
