import { APP_LOADED_MESSAGE, APPEARANCE_EDITOR_QUERY, type AppearanceMessage } from '@tonearm/shell';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The address of a page of the site as the editor's preview opens it. */
export function previewAddress(path: string): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set(APPEARANCE_EDITOR_QUERY, 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The editor's side of the live preview (doc 000 §4): the frame showing the site on this host, whether its page
 * has said `appLoaded` (each load says it again: `loads` counts them, so the draft is sent anew), posting messages
 * to it on this origin only, and showing another page in it.
 */
export function usePreviewFrame(initialPath = '/', addressOf: (path: string) => string = previewAddress) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState(() => addressOf(initialPath));
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame || event.origin !== window.location.origin) return;
      const data: unknown = event.data;
      if (
        typeof data === 'object' &&
        data !== null &&
        'type' in data &&
        data.type === APP_LOADED_MESSAGE.type
      ) {
        setLoads((count) => count + 1);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const post = useCallback((messages: readonly AppearanceMessage[]) => {
    const frame = frameRef.current?.contentWindow;
    for (const message of messages) frame?.postMessage(message, window.location.origin);
  }, []);

  /** Brings `path` into view, unless the frame shows it already. */
  const showPage = useCallback(
    (path: string) => {
      let current: string | null = null;
      try {
        current = frameRef.current?.contentWindow?.location.pathname ?? null;
      } catch {
        // A page of another origin (a link followed out of the site) cannot be read: show the page anew.
      }
      if (current !== path) setSrc(addressOf(path));
    },
    [addressOf],
  );

  return { frameRef, src, isLoaded: loads > 0, loads, post, showPage };
}

export type PreviewFrameModel = ReturnType<typeof usePreviewFrame>;
