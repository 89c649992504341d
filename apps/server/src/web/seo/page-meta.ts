import { ORIGINAL_SEO_TEMPLATES, type SeoPage, type SeoTemplate } from '@tonearm/client/contract';
import type { Database } from '../../db/connect';
import { loadSeoEntity } from './seo-entity';
import type { PageMeta } from './seo-head-tags';
import { type HomepageChoice, seoRouteFor } from './seo-route';
import { clipDescription, renderSeoTemplate } from './seo-template';

export interface PageMetaInput {
  db: Database;
  /** The served page's path and query. */
  url: URL;
  /** `APP_URL` without a trailing slash; canonical and image addresses are built on it, never on request headers. */
  appUrl: string | null;
  branding: { site_name: string; site_description?: string | null; favicon?: string | null };
  homepage: HomepageChoice;
  /** The operator's templates; `null` for a page that keeps the original ones. */
  templates: Record<SeoPage, SeoTemplate | null>;
}

const absolute = (address: string | null, appUrl: string | null) =>
  address?.startsWith('/') && appUrl ? `${appUrl}${address}` : address;

/**
 * The tags of a served page: the entity's own SEO title and description where an operator set them (a channel's),
 * else its SEO page's templates filled with its entity's fields (one query), or the site's own name and
 * description for any other page and for an entity that does not exist.
 */
export async function pageMetaFor(input: PageMetaInput): Promise<PageMeta> {
  const { branding, appUrl } = input;
  const siteName = branding.site_name;
  const siteDescription = branding.site_description ?? '';
  const route = seoRouteFor(input.url.pathname, input.url.searchParams, input.homepage);
  const entity = route ? await loadSeoEntity(input.db, route) : null;
  const base = {
    siteName,
    favicon: branding.favicon ?? null,
    image: null,
    audio: null,
  };
  if (!route || !entity) {
    return { ...base, title: siteName, description: siteDescription, canonicalUrl: null, type: 'website' };
  }
  const template = input.templates[route.page] ?? ORIGINAL_SEO_TEMPLATES[route.page];
  const variables = { site_name: siteName, site_description: siteDescription, ...entity.variables };
  return {
    ...base,
    title: entity.own?.title || renderSeoTemplate(template.title, variables) || siteName,
    description: clipDescription(
      entity.own?.description || renderSeoTemplate(template.description, variables) || siteDescription,
    ),
    image: absolute(
      route.page === 'landing' ? (input.homepage.appearance?.header_image ?? null) : entity.image,
      appUrl,
    ),
    audio: absolute(entity.audio, appUrl),
    canonicalUrl: appUrl ? `${appUrl}${entity.path}` : null,
    type: entity.type,
  };
}
