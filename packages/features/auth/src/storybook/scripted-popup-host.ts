import type { SocialAuthPopupResult } from '@tonearm/client/contract';
import { FakePopupHost } from '../social/test-support/fake-popup-host';

/** A popup that, once opened, answers with `result` as the server's popup page would, from this site's origin. */
export class ScriptedPopupHost extends FakePopupHost {
  override readonly location = { origin: window.location.origin };

  constructor(private readonly result: SocialAuthPopupResult) {
    super();
  }

  override open(url: string, target: string, features: string) {
    const popup = super.open(url, target, features);
    setTimeout(() => this.post(this.result), 0);
    return popup;
  }
}
