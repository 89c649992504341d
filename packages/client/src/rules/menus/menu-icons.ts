// The icons a menu item may show: a choice of the kit's Lucide set (`@tonearm/ui/icons`), named as Lucide names
// them (`layout-dashboard`). The server draws each as an SVG at `/icons/menu/{name}.svg`, and menus show it as a
// mask painted in the text colour, so a page carries no icon code however many icons its menus show.

/** The icons offered for menu items, in the order the picker lists them. */
export const MENU_ICON_NAMES = [
  'house',
  'compass',
  'search',
  'library',
  'list-music',
  'music',
  'music-2',
  'disc-3',
  'disc',
  'mic',
  'mic-vocal',
  'audio-lines',
  'audio-waveform',
  'headphones',
  'radio',
  'podcast',
  'speaker',
  'guitar',
  'piano',
  'drum',
  'play',
  'shapes',
  'layout-grid',
  'heart',
  'star',
  'thumbs-up',
  'bookmark',
  'history',
  'clock',
  'calendar',
  'timer',
  'trending-up',
  'flame',
  'sparkles',
  'trophy',
  'award',
  'bell',
  'newspaper',
  'megaphone',
  'rss',
  'ticket',
  'gift',
  'user',
  'circle-user',
  'users',
  'user-plus',
  'log-in',
  'log-out',
  'layout-dashboard',
  'chart-column',
  'chart-line',
  'activity',
  'folder',
  'folder-open',
  'archive',
  'upload',
  'download',
  'tag',
  'credit-card',
  'wallet',
  'receipt',
  'gem',
  'crown',
  'shield',
  'shield-check',
  'lock',
  'key',
  'refresh-cw',
  'settings',
  'sliders-horizontal',
  'wrench',
  'palette',
  'languages',
  'globe',
  'link',
  'mail',
  'message-circle',
  'send',
  'info',
  'circle-help',
  'life-buoy',
  'book-open',
  'file-text',
  'scale',
  'flag',
  'map-pin',
  'store',
  'shopping-cart',
  'building-2',
  'briefcase',
  'tv',
  'smartphone',
  'film',
  'image',
  'code',
  'server',
  'database',
  'zap',
  'moon',
  'sun',
] as const;
export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

/**
 * Names menus stored before they took Lucide's (Material's glyph names), and the Lucide icon each one now shows,
 * so a menu saved then keeps its icons.
 */
export const LEGACY_MENU_ICON_NAMES: Readonly<Record<string, MenuIconName>> = {
  dashboard: 'layout-dashboard',
  people: 'users',
  person: 'user',
  music_note: 'music',
  audiotrack: 'music',
  album: 'disc-3',
  mic: 'mic',
  folder: 'folder',
  upload: 'upload',
  sell: 'tag',
  shield: 'shield-check',
  autorenew: 'refresh-cw',
  schedule: 'clock',
  settings: 'settings',
  explore: 'compass',
  search: 'search',
  category: 'shapes',
  lyrics: 'mic-vocal',
  history: 'history',
  'queue-music': 'list-music',
  'library-music': 'library',
};

const NAMES: ReadonlySet<string> = new Set(MENU_ICON_NAMES);

/**
 * The icon a stored name shows: a Lucide name on the list as it is, an older name as its Lucide counterpart, and
 * `null` for anything else (the item then shows no icon rather than a broken one).
 */
export function menuIconName(stored: string | null | undefined): MenuIconName | null {
  if (!stored) return null;
  if (NAMES.has(stored)) return stored as MenuIconName;
  return LEGACY_MENU_ICON_NAMES[stored] ?? null;
}

/** The export name of a Lucide icon in `@tonearm/ui/icons`: `disc-3` → `Disc3`. */
export function lucideExportName(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, char: string) => char.toUpperCase());
}

/** A Lucide drawing as the `lucide` package exports it: its SVG elements, each a tag and its attributes. */
export type MenuIconNode = readonly (readonly [
  string,
  Readonly<Record<string, string | number | undefined>>,
])[];

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** A Lucide drawing as a standalone SVG document, stroked as the kit's `Icon` strokes it. */
export function menuIconSvg(node: MenuIconNode): string {
  const elements = node.map(([tag, attributes]) => {
    const pairs = Object.entries(attributes).flatMap(([name, value]) =>
      value === undefined || name === 'key' ? [] : [`${name}="${escapeAttribute(String(value))}"`],
    );
    return `<${tag} ${pairs.join(' ')}/>`;
  });
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
    'stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
    `${elements.join('')}</svg>`
  );
}
