/**
 * An allow-list HTML sanitiser for the bodies of custom pages. The output is rebuilt from tokens rather than
 * patched: only listed tags and attributes are written back, every attribute value is re-quoted and escaped, and
 * text is escaped, so markup the tokenizer does not understand can only ever come out as text.
 */

const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'article',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** Removed together with everything inside them: their content is code, styling or another document. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
  'xmp',
  'plaintext',
]);

const GLOBAL_ATTRIBUTES = new Set(['class', 'title', 'lang', 'dir']);

const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  ol: new Set(['start', 'type']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
};

const URL_SCHEMES: Record<string, Set<string>> = {
  href: new Set(['http', 'https', 'mailto', 'tel']),
  src: new Set(['http', 'https']),
};

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  lpar: '(',
  rpar: ')',
};

// A character reference the browser would decode; a bare `&` that starts none of them is escaped.
const ENTITY = /^&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

function decodeEntities(value: string): string {
  return value.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});?/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '&') out += ENTITY.test(text.slice(index, index + 40)) ? '&' : '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else out += char;
  }
  return out;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const isControlOrSpace = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0x9f);

/** Whether a URL attribute is safe: a relative address or one of the allowed schemes. */
function safeUrl(attribute: string, value: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`).
  const compact = [...value].filter((char) => !isControlOrSpace(char.codePointAt(0) ?? 0)).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return !compact.startsWith('//') || attribute === 'href';
  return URL_SCHEMES[attribute]?.has(scheme) ?? false;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: [string, string][];
  /** Index just after the tag's `>`. */
  end: number;
}

/** Reads the tag starting at `start` (a `<`), or `null` when the `<` starts no tag and is text. */
function readTag(html: string, start: number): Tag | null {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64));
  if (!head) return null;
  const closing = head[1] === '/';
  const name = (head[2] ?? '').toLowerCase();
  const attributes: [string, string][] = [];
  let index = start + head[0].length;
  const attribute = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*\/|\s+/y;
  while (index < html.length && html[index] !== '>') {
    attribute.lastIndex = index;
    const match = attribute.exec(html);
    if (!match || match[0].length === 0) {
      index++;
      continue;
    }
    index = attribute.lastIndex;
    if (match[1])
      attributes.push([match[1].toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')]);
  }
  return { name, closing, attributes, end: Math.min(html.length, index + 1) };
}

function writeAttributes(tag: Tag): string {
  const allowed = TAG_ATTRIBUTES[tag.name];
  const kept = new Map<string, string>();
  for (const [name, value] of tag.attributes) {
    if (kept.has(name) || !(GLOBAL_ATTRIBUTES.has(name) || allowed?.has(name))) continue;
    if ((name === 'href' || name === 'src') && !safeUrl(name, value)) continue;
    kept.set(name, value);
  }
  // A page opened in a new tab must not be able to navigate this one (reverse tabnabbing).
  if (tag.name === 'a' && kept.get('target') === '_blank') kept.set('rel', 'noopener noreferrer');
  return [...kept].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/** The HTML with only allowed markup left; safe to insert into a page as it is. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let index = 0;
  while (index < html.length) {
    const next = html.indexOf('<', index);
    if (next === -1) {
      out += escapeText(html.slice(index));
      break;
    }
    out += escapeText(html.slice(index, next));
    index = next;
    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', index) || html.startsWith('<?', index)) {
      const end = html.indexOf('>', index);
      index = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, index);
    if (!tag) {
      out += '&lt;';
      index++;
      continue;
    }
    index = tag.end;
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      if (tag.closing) continue;
      const close = html.toLowerCase().indexOf(`</${tag.name}`, index);
      const end = close === -1 ? -1 : html.indexOf('>', close);
      index = end === -1 ? html.length : end + 1;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      for (const name of open.splice(at).reverse()) out += `</${name}>`;
      continue;
    }
    out += `<${tag.name}${writeAttributes(tag)}>`;
    if (!VOID_TAGS.has(tag.name)) open.push(tag.name);
  }
  for (const name of open.reverse()) out += `</${name}>`;
  return out;
}
