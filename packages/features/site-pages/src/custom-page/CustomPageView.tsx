import type { CustomPage } from '@tonearm/client/contract';
import { useSettings } from '@tonearm/shell';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pageMeta } from './page-meta';
import { sanitizePageHtml } from './sanitize-page-html';
import { useDocumentMeta } from './use-document-meta';

export interface CustomPageViewProps {
  page: CustomPage;
}

/** A same-site link clicked without modifiers, as the path to navigate to in place; `null` otherwise. */
function inAppPath(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor?.href) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** A custom page (doc 001 §2): its title, its sanitised HTML body and its SEO title and description. */
export function CustomPageView({ page }: CustomPageViewProps) {
  const { branding } = useSettings();
  const navigate = useNavigate();
  useDocumentMeta(pageMeta(page, branding.site_name));
  const html = useMemo(() => sanitizePageHtml(page.body), [page.body]);

  const body = useRef<HTMLDivElement>(null);

  // Links to the site's own pages (the terms link the privacy policy) move within the app instead of reloading it.
  // One listener on the body serves every link of the HTML; the links stay plain keyboard-reachable anchors.
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const followInAppLink = (event: MouseEvent) => {
      const path = inAppPath(event);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    element.addEventListener('click', followInAppLink);
    return () => element.removeEventListener('click', followInAppLink);
  }, [navigate]);

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="font-semibold text-3xl tracking-tight">{page.title}</h1>
      <div
        data-slot="custom-page-body"
        ref={body}
        className="custom-page-body flex flex-col gap-4 break-words leading-relaxed [&_a]:text-primary [&_a]:underline [&_h2]:mt-4 [&_h2]:font-semibold [&_h2]:text-xl [&_h3]:font-semibold [&_h3]:text-lg [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:block [&_table]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6 [&_img]:h-auto [&_img]:max-w-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
