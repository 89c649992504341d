import { useSettings } from '@tonearm/shell';
import { useEffect } from 'react';

/** `"{title} - {site name}"`, or the site name alone. */
export function documentTitle(title: string | null | undefined, siteName: string): string {
  return title ? `${title} - ${siteName}` : siteName;
}

/** A description cut to the ~160 characters search engines show, on a word boundary. */
export function metaDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= 160) return plain;
  const cut = plain.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}

/**
 * Sets the document's title and meta description while the page shows; the previous ones come back when it
 * leaves, so a page without its own never keeps another page's.
 */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  const siteName = useSettings().branding.site_name;
  const fullTitle = documentTitle(title, siteName);
  useEffect(() => {
    const previous = document.title;
    document.title = fullTitle;
    return () => {
      document.title = previous;
    };
  }, [fullTitle]);
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = metaDescription(description);
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
