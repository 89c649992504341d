import type { PopupHost } from '../open-social-popup';

/** A `window` stand-in for the popup flow: records what was opened and delivers messages on demand. */
export class FakePopupHost implements PopupHost {
  readonly opened: { url: string; target: string; features: string }[] = [];
  readonly popup = { closed: false };
  readonly listeners = new Set<(event: MessageEvent) => void>();
  readonly location = { origin: 'https://tonearm.test' };
  readonly screenX = 100;
  readonly screenY = 50;
  readonly outerWidth = 1450;
  readonly outerHeight = 950;
  blocksPopups = false;

  open(url: string, target: string, features: string) {
    this.opened.push({ url, target, features });
    return this.blocksPopups ? null : this.popup;
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.delete(listener);
  }

  setInterval(handler: () => void, timeout: number): number {
    return setInterval(handler, timeout) as unknown as number;
  }

  clearInterval(id: number) {
    clearInterval(id);
  }

  /** Delivers a message as if `source` (the popup by default) posted it from `origin` (this site by default). */
  post(data: unknown, from: { origin?: string; source?: unknown } = {}) {
    const event = {
      data,
      origin: from.origin ?? this.location.origin,
      source: 'source' in from ? from.source : this.popup,
    } as MessageEvent;
    for (const listener of [...this.listeners]) listener(event);
  }
}
