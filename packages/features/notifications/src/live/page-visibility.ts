import type { PageVisibility } from './live-unread-updates';

/** The document's visibility (`visibilitychange`), as the live updates read it. */
export function documentVisibility(doc: Document): PageVisibility {
  return {
    get hidden() {
      return doc.visibilityState === 'hidden';
    },
    subscribe(changed) {
      doc.addEventListener('visibilitychange', changed);
      return () => doc.removeEventListener('visibilitychange', changed);
    },
  };
}
