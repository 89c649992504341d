import { type BootstrapData, bootstrapDataSchema } from '@tonearm/client/contract';
import { isUnsafeObjectPathError, objectPathSegments, setByPath } from '@tonearm/client/rules';
import type { BootstrapStore } from '../bootstrap';
import { previewThemeFont } from '../theme/theme-font';
import { type AppearanceMessage, appearanceMessageSchema } from './appearance-messages';

/** The element ids the custom code is written into. */
export const CUSTOM_CSS_ELEMENT_ID = 'be-custom-css';
export const CUSTOM_HTML_ELEMENT_ID = 'be-custom-html';

/** Everything a message may change, and how to tell the editor from anyone else. */
export interface AppearancePreviewTarget {
  /** The editor's window: the preview's `window.parent`. */
  editor: unknown;
  /** The preview's own address; a message must come from the same host. */
  location: Pick<Location, 'host'>;
  document: Document;
  bootstrap: BootstrapStore;
  /** Shows a theme without remembering it. */
  previewTheme: (themeId: string | number) => void;
}

/** `applied`, or why a message was left alone: not from the editor, or not a valid message. */
export type AppearanceMessageOutcome = 'applied' | 'ignored' | 'invalid';

/**
 * Applies one window message from the appearance editor (doc 000 §4): only when its source is the editor's window
 * and its origin has the preview's host, and only when it is one of the five known messages with valid values.
 * Bootstrap values are written through the object-path setter, so a path through `__proto__`, `prototype` or
 * `constructor` refuses the whole message before anything changes.
 */
export function applyAppearanceMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  target: AppearancePreviewTarget,
): AppearanceMessageOutcome {
  if (event.source === null || event.source !== target.editor) return 'ignored';
  if (originHost(event.origin) !== target.location.host) return 'ignored';
  const parsed = appearanceMessageSchema.safeParse(event.data);
  if (!parsed.success) return 'invalid';
  return apply(parsed.data, target);
}

function apply(message: AppearanceMessage, target: AppearancePreviewTarget): AppearanceMessageOutcome {
  const root = target.document.documentElement;
  switch (message.type) {
    case 'setValues': {
      const next = withValues(target.bootstrap.get(), message.values);
      if (!next) return 'invalid';
      target.bootstrap.set(next);
      return 'applied';
    }
    case 'setThemeValue':
      root.style.setProperty(message.name, message.value);
      return 'applied';
    case 'setThemeFont':
      previewThemeFont(target.document, message.font?.family ?? null);
      return 'applied';
    case 'setActiveTheme':
      target.previewTheme(message.themeId);
      return 'applied';
    case 'setCustomCode':
      if (message.mode === 'css')
        customElement(target.document, 'style', CUSTOM_CSS_ELEMENT_ID).textContent = message.value;
      // The operator's own markup from their own editor; scripts in it do not run when set this way.
      else customElement(target.document, 'div', CUSTOM_HTML_ELEMENT_ID).innerHTML = message.value;
      return 'applied';
  }
}

/** The bootstrap data with `values` written in, or `null` when a path is unsafe or the result breaks the contract. */
function withValues(current: BootstrapData, values: Record<string, unknown>): BootstrapData | null {
  const draft = structuredClone(current) as unknown as Record<string, unknown>;
  try {
    const paths = Object.keys(values);
    for (const path of paths) objectPathSegments(path);
    for (const path of paths) setByPath(draft, path, values[path]);
  } catch (error) {
    if (isUnsafeObjectPathError(error)) return null;
    throw error;
  }
  const parsed = bootstrapDataSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
}

function customElement(doc: Document, tag: 'style' | 'div', id: string): HTMLElement {
  const existing = doc.getElementById(id);
  if (existing) return existing;
  const created = doc.createElement(tag);
  created.id = id;
  (tag === 'style' ? doc.head : doc.body).append(created);
  return created;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
