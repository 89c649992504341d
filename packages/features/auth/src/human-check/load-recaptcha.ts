/** The parts of Google reCAPTCHA v3 the human-verification check calls. */
export interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** A provider that has not loaded by then counts as unreachable, so the form never waits forever. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 10_000;

type RecaptchaWindow = Window & { grecaptcha?: Partial<Recaptcha> };

const loads = new WeakMap<Window, Promise<Recaptcha>>();

function isRecaptcha(value: Partial<Recaptcha> | undefined): value is Recaptcha {
  return typeof value?.ready === 'function' && typeof value.execute === 'function';
}

/**
 * Loads the reCAPTCHA script for `siteKey` once per window and resolves when it is ready; rejects when the
 * script cannot be fetched, has not loaded within the timeout, or is not reCAPTCHA. A failed load may be retried.
 */
export function loadRecaptcha(siteKey: string, view: Window = window): Promise<Recaptcha> {
  const pending = loads.get(view);
  if (pending) return pending;
  const load = new Promise<Recaptcha>((resolve, reject) => {
    const script = view.document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loads.delete(view);
      reject(new Error(reason));
    };
    const timer = setTimeout(
      () => fail('The reCAPTCHA script did not load in time.'),
      RECAPTCHA_LOAD_TIMEOUT_MS,
    );
    script.addEventListener('error', () => fail('The reCAPTCHA script could not be loaded.'));
    script.addEventListener('load', () => {
      const recaptcha = (view as RecaptchaWindow).grecaptcha;
      if (!isRecaptcha(recaptcha)) {
        fail('The reCAPTCHA script did not start.');
        return;
      }
      recaptcha.ready(() => {
        clearTimeout(timer);
        resolve(recaptcha);
      });
    });
    script.async = true;
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    view.document.head.append(script);
  });
  loads.set(view, load);
  return load;
}
