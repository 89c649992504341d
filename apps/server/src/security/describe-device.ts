import { UAParser } from 'ua-parser-js';

/** The kinds of device ua-parser-js tells apart; an agent that names none is a desktop browser. */
export type DeviceType =
  | 'mobile'
  | 'tablet'
  | 'desktop'
  | 'smarttv'
  | 'console'
  | 'wearable'
  | 'embedded'
  | 'xr';

/** What the sessions list (doc 000 §3) and the play reports show about the device behind a request. */
export interface DeviceDescription {
  device_type: DeviceType;
  /** The operating system as ua-parser-js names it (`Windows`, `Mac OS`, `iOS`, `Android`, `Linux`…). */
  platform: string | null;
  /** The browser as ua-parser-js names it (`Chrome`, `Mobile Safari`, `Firefox`, `Edge`…). */
  browser: string | null;
}

const DEVICE_TYPES = new Set<string>([
  'mobile',
  'tablet',
  'smarttv',
  'console',
  'wearable',
  'embedded',
  'xr',
]);

/**
 * Reads the device type, platform and browser from a User-Agent header with ua-parser-js, the one parser the
 * server uses, so sessions and plays describe the same agent alike.
 */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const { device, os, browser } = new UAParser(userAgent ?? '').getResult();
  const type = device.type;
  return {
    device_type: type && DEVICE_TYPES.has(type) ? (type as DeviceType) : 'desktop',
    platform: os.name || null,
    browser: browser.name || null,
  };
}
