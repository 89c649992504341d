import type { CustomPage } from '@tonearm/client/contract';
import type { DocumentMeta } from './use-document-meta';

/**
 * The document title and description of a custom page: its SEO title and description when the page sets its own
 * SEO (`set_seo`), otherwise its title; the site name follows the title.
 */
export function pageMeta(page: CustomPage, siteName: string): DocumentMeta {
  const seo = page.set_seo === false ? null : page.seo;
  const title = seo?.title?.trim() || page.title;
  return { title: `${title} - ${siteName}`, description: seo?.description?.trim() || null };
}
