import type { Context } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { readSiteState, type SiteState } from '../bootstrap/site-state';

/** Where the web app's manifest is served; `index.html` links it. */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose: string;
}

/**
 * The built app's own icons (`scripts/app-icons/render-app-icons.mjs` renders the PNGs from the favicon): the
 * scalable mark, the bitmaps launchers and install prompts ask for, and a maskable one for Android's shapes.
 */
const BUILT_ICONS: readonly ManifestIcon[] = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

function iconFor(src: string): ManifestIcon {
  const type = ICON_TYPES[src.split('?')[0]?.split('.').pop()?.toLowerCase() ?? ''];
  return { src, sizes: 'any', ...(type ? { type } : {}), purpose: 'any' };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** A theme colour token (`'79 70 229'`) as a CSS colour. */
const cssColour = (value: unknown): string | null => {
  const token = text(value);
  return token && /^\d{1,3} \d{1,3} \d{1,3}$/.test(token.trim()) ? `rgb(${token.trim()})` : null;
};

/**
 * The web app manifest (installable app): the site's name and description, its favicon, and the default theme's
 * primary and background colours, from the site settings.
 */
export function webAppManifest({ settings, themes }: Pick<SiteState, 'settings' | 'themes'>) {
  const branding = (settings.branding ?? {}) as Record<string, unknown>;
  const themeSettings = (settings.themes ?? {}) as Record<string, unknown>;
  const theme = themes.find((candidate) => candidate.id === themeSettings.default_id) ?? themes[0];
  const values = (theme?.values ?? {}) as Record<string, unknown>;
  const name = text(branding.site_name) ?? 'Tonearm';
  const description = text(branding.site_description);
  return {
    name,
    short_name: name,
    ...(description ? { description } : {}),
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: cssColour(values['--ta-primary']) ?? 'rgb(79 70 229)',
    background_color: cssColour(values['--ta-background']) ?? 'rgb(255 255 255)',
    // An operator's own favicon replaces the built icons: they show this product's mark, not the site's.
    icons: text(branding.favicon) ? [iconFor(text(branding.favicon) as string)] : BUILT_ICONS,
  };
}

/** Answers the manifest, revalidated on every use so a change of name or colours shows at once. */
export function webAppManifestRoute(services: AppServices) {
  return async (c: Context<AppBindings>) => {
    const manifest = webAppManifest(await readSiteState(services.db));
    return c.body(JSON.stringify(manifest), 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  };
}
