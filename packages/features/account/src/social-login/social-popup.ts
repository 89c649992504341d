import { type SocialAuthPopupResult, socialAuthPopupResultSchema } from '@tonearm/client/contract';

/** Doc 000 §9: the social sign-in popup is 650x550. */
export const SOCIAL_POPUP_WIDTH = 650;
export const SOCIAL_POPUP_HEIGHT = 550;
/** Doc 000 §9: whether the user closed the popup is checked every second. */
export const SOCIAL_POPUP_CLOSED_CHECK_MS = 1000;

/** The browser as the popup needs it; tests give their own. */
export interface PopupWindowPorts {
  open(url: string, features: string): Pick<Window, 'closed'> | null;
  /** Listens for window messages; returns the way to stop. */
  onMessage(listener: (event: Pick<MessageEvent, 'data' | 'origin' | 'source'>) => void): () => void;
  /** The app's own origin: only results posted from it are read. */
  origin: string;
  /** The screen's size, to centre the popup. */
  screen: { width: number; height: number };
}

const browserPorts = (): PopupWindowPorts => ({
  open: (url, features) => window.open(url, 'social-auth', features),
  onMessage: (listener) => {
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  },
  origin: window.location.origin,
  screen: { width: window.screen.width, height: window.screen.height },
});

/**
 * Opens a social sign-in or connect popup (650x550, centred) and resolves with the result it posts back
 * (doc 000 §4). Closing the popup without a message, or a blocked popup, resolves `null`, the empty result.
 */
export function openSocialPopup(
  url: string,
  ports: PopupWindowPorts = browserPorts(),
): Promise<SocialAuthPopupResult | null> {
  const left = Math.max(0, Math.round((ports.screen.width - SOCIAL_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((ports.screen.height - SOCIAL_POPUP_HEIGHT) / 2));
  const popup = ports.open(
    url,
    `width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (result: SocialAuthPopupResult | null) => {
      clearInterval(closedCheck);
      stopListening();
      resolve(result);
    };
    const stopListening = ports.onMessage((event) => {
      if (event.origin !== ports.origin || event.source !== popup) return;
      const result = socialAuthPopupResultSchema.safeParse(event.data);
      if (result.success) finish(result.data);
    });
    const closedCheck = setInterval(() => {
      if (popup.closed) finish(null);
    }, SOCIAL_POPUP_CLOSED_CHECK_MS);
  });
}
