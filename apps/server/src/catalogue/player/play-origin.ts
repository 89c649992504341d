import { describeDevice } from '../../security/describe-device';

/** Where a play came from, as the play reports group it. */
export interface PlayOrigin {
  device: string;
  browser: string | null;
  platform: string | null;
  /** ISO 3166-1 alpha-2, upper case; `null` when the proxy sent none or a placeholder. */
  country: string | null;
}

// Cloudflare sends XX when it does not know the country and T1 for Tor; neither is a place.
const UNKNOWN_COUNTRIES = new Set(['XX', 'ZZ']);

/** Reads a two-letter country code from the proxy's header value, or `null`; never looks the address up. */
export function countryFromHeader(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !UNKNOWN_COUNTRIES.has(code) ? code : null;
}

/** The device, browser and platform of the User-Agent, and the country the proxy's header names. */
export function playOrigin(userAgent: string | null, countryHeader: string | null | undefined): PlayOrigin {
  const { device_type, browser, platform } = describeDevice(userAgent);
  return { device: device_type, browser, platform, country: countryFromHeader(countryHeader) };
}
