import { useEffect, useRef } from 'react';

const ANNOUNCEMENT_SELECTOR = '[aria-live] [role="img"][aria-labelledby]';
/** React Aria posts a page's first announcement 100 ms late, while it creates its live region. */
const LATE_ANNOUNCEMENT_WINDOW_MS = 1000;

function isAbout(node: Element, id: string): boolean {
  return node.getAttribute('aria-labelledby')?.split(/\s+/).includes(id) ?? false;
}

/**
 * Removes the live-region announcements labelled by the element `id`. React Aria announces a pending button by
 * pointing an `aria-labelledby` at it and keeps that announcement for seconds; once the button is gone the
 * announcement has no name left, which screen readers read as an empty image and axe reports as `role-img-alt`.
 */
export function forgetAnnouncements(id: string, doc: Document): void {
  for (const node of doc.querySelectorAll(ANNOUNCEMENT_SELECTOR)) {
    if (isAbout(node, id)) node.remove();
  }
}

/**
 * Forgets the announcements about `id` now, and those React Aria still posts about it shortly after (its first
 * announcement arrives late), so none outlives the element.
 */
export function forgetAnnouncementsOfRemovedElement(id: string, doc: Document): void {
  forgetAnnouncements(id, doc);
  const observer = new MutationObserver(() => forgetAnnouncements(id, doc));
  observer.observe(doc.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), LATE_ANNOUNCEMENT_WINDOW_MS);
}

/**
 * Forgets the announcements about element `id` when the component using it unmounts, if it was ever `pending`:
 * only a pending button is announced, and watching the page for a second after every other button left (each
 * dialog closed) would slow whatever opens next.
 */
export function useForgetAnnouncementsOnUnmount(id: string, pending: boolean): void {
  const wasPending = useRef(false);
  if (pending) wasPending.current = true;
  useEffect(
    () => () => {
      if (wasPending.current) forgetAnnouncementsOfRemovedElement(id, document);
    },
    [id],
  );
}
