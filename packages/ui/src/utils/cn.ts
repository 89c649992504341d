import { type ClassValue, clsx } from 'clsx';

// Which property a Tailwind utility sets, read from its name: a compact table of Tailwind 4's utilities as the kit
// and its users write them, about 1.3 kB of gzip where tailwind-merge's full one costs 9 kB on every page. A class
// it does not recognise is kept as it is.
const PREFIXES = new Set(
  (
    'w h size min-w max-w min-h max-h z gap inset top right bottom left start end flex grow shrink basis order ' +
    'items justify self content place-content place-items place-self justify-items justify-self overflow ' +
    'grid-cols grid-rows col-span row-span line-clamp text bg border rounded font leading tracking shadow ring ' +
    'ring-offset outline outline-offset opacity cursor select pointer-events whitespace break aspect object fill ' +
    'stroke transition duration ease delay animate scale rotate translate space-x space-y list decoration'
  ).split(' '),
);
/** Keywords that name their property alone: display, position and visibility. */
const KEYWORDS =
  /^(?:(block|inline|inline-block|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root)|(static|fixed|absolute|relative|sticky)|(visible|invisible))$/;
/** Prefixes shared by several properties (`text-sm`, `text-left`, `text-danger`), told apart by their value. */
const SHARED = /^(text|bg|border|font|shadow|ring|outline|stroke|flex|object)/;
/** The kinds of value of a shared prefix: a size or width, a position, a line style, a direction, a wrap, a fit. */
const VALUE_KINDS = [
  /^(\d|\[\d|\[(length|calc)|\((length|--.*(width|size))|(2?xs|sm|md|lg|\d?xl|base|none|inner)(\/|$)|(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$|$)/,
  /^(left|center|right|justify|start|end|top|bottom)$/,
  /^(solid|dashed|dotted|double|hidden|ellipsis|clip|fixed|local|scroll)$/,
  /^(row|col)/,
  /wrap|balance|pretty/,
  /^(auto|cover|contain)$/,
];

/**
 * The property key of a class under its variants and important modifier (`hover:`, `!`), which must match for two
 * classes to conflict, and the keys of the shorthands that also set it (`p` and `py` for `pt`).
 */
function classKeys(name: string): string[] {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && !depth) start = index + 1;
  }
  let utility = name.slice(start);
  const scope = name.slice(0, start) + (/^!|!$/.test(utility) ? '!' : '');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  const keyword = KEYWORDS.exec(utility);
  if (keyword) return [scope + keyword.findIndex((group, index) => index && group)];
  // Padding and margin write their side into the prefix (`px-4`); the others after it (`border-t-2`).
  const spacing = /^([pm])([xytrblse]?)-(.+)$/.exec(utility);
  const segments = spacing ? [spacing[1], spacing[3]] : utility.split('-');
  let base = `${segments[0]}-${segments[1]}`;
  let rest = segments.slice(2);
  if (spacing || !PREFIXES.has(base)) {
    base = segments[0] as string;
    rest = segments.slice(1);
  }
  if (!spacing && !PREFIXES.has(base)) return [scope + name];
  let side = spacing?.[2] ?? '';
  if (/^(border|gap|inset|overflow|translate)$/.test(base) && /^[xytrblse]$/.test(rest[0] ?? '')) {
    side = rest.shift() as string;
  } else if (base === 'rounded' && /^([trblse]|[tb][lr]|[se][se])$/.test(rest[0] ?? '')) {
    side = rest.shift() as string;
  }
  const value = rest.join('-');
  const kind = SHARED.test(base) ? VALUE_KINDS.findIndex((pattern) => pattern.test(value)) : 0;
  const key = (part: string) => `${scope + base + part}|${kind}`;
  const keys = [key(side && `-${side}`)];
  if (side) {
    keys.push(key(''));
    for (const part of side.length > 1 ? side : /[tb]/.test(side) ? 'y' : /[lrse]/.test(side) ? 'x' : '')
      keys.push(key(`-${part}`));
  }
  if (base === 'w' || base === 'h') keys.push(`${scope}size|0`);
  return keys;
}

// Components merge the same few class lists on every render (an overlay renders several times as it opens), so
// each list is merged once; the cache is emptied when full, as apps that build class names from data may never
// repeat one.
const MERGED_LIMIT = 500;
const merged = new Map<string, string>();

/**
 * Joins class names, dropping falsy values, and merges Tailwind utilities: of two classes that set the same property
 * under the same variants, the later one wins, so a caller's `className="rounded-full"` replaces the component's own
 * `rounded-ui` without the important modifier (`p-4` after `px-2` replaces both). Classes that are not Tailwind
 * utilities are kept as they are.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let result = merged.get(joined);
  if (result === undefined) {
    if (merged.size >= MERGED_LIMIT) merged.clear();
    result = merge(joined);
    merged.set(joined, result);
  }
  return result;
}

function merge(joined: string): string {
  const names = joined.split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index] as string;
    const [own, ...shorthands] = classKeys(name) as [string, ...string[]];
    if (taken.has(own) || shorthands.some((key) => taken.has(key))) continue;
    taken.add(own);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

export type { ClassValue };
