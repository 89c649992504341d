import { type SocialAuthPopupResult, socialAuthPopupResultSchema } from '@tonearm/client/contract';

/** Size of the social sign-in popup (doc 000 §9). */
export const SOCIAL_POPUP_WIDTH = 650;
export const SOCIAL_POPUP_HEIGHT = 550;
/** How often the app checks whether the popup was closed without an answer (doc 000 §9). */
export const POPUP_CLOSED_CHECK_MS = 1000;

/** The popup window, as far as the app looks at it. */
export interface PopupWindow {
  readonly closed: boolean;
}

/** The parts of `window` the popup flow uses; tests pass a fake. */
export interface PopupHost {
  open(url: string, target: string, features: string): PopupWindow | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setInterval(handler: () => void, timeout: number): number;
  clearInterval(id: number): void;
  readonly location: { readonly origin: string };
  readonly screenX: number;
  readonly screenY: number;
  readonly outerWidth: number;
  readonly outerHeight: number;
}

function centredFeatures(host: PopupHost): string {
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - SOCIAL_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - SOCIAL_POPUP_HEIGHT) / 2));
  return `width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens a social sign-in popup at `url` and waits for its result (doc 000 §4). Only a message from that popup, from
 * this site's origin and matching the result shape counts; anything else is ignored. Closing the popup without a
 * result, or a browser that blocks it, yields `null`.
 */
export function openSocialPopup(
  url: string,
  host: PopupHost = window,
): Promise<SocialAuthPopupResult | null> {
  return new Promise((resolve) => {
    const popup = host.open(url, 'social-sign-in', centredFeatures(host));
    if (!popup) {
      resolve(null);
      return;
    }
    const finish = (result: SocialAuthPopupResult | null) => {
      host.removeEventListener('message', onMessage);
      host.clearInterval(closedCheck);
      resolve(result);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== host.location.origin || event.source !== popup) return;
      const result = socialAuthPopupResultSchema.safeParse(event.data);
      if (result.success) finish(result.data);
    }
    host.addEventListener('message', onMessage);
    const closedCheck = host.setInterval(() => {
      if (popup.closed) finish(null);
    }, POPUP_CLOSED_CHECK_MS);
  });
}
