import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The ad code of a slot, sanitised like all server HTML. */
export function AdHtml({ html, className, slot }: { html: string; className: string; slot: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  if (!clean.trim()) return null;
  return (
    <aside
      aria-label="Advertisement"
      data-slot="ad"
      data-ad-slot={slot}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the admin's ad code, sanitised by DOMPurify above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
