/** What the sessions list shows about the device behind a session (doc 000 §3). */
export interface DeviceDescription {
  device_type: 'mobile' | 'tablet' | 'desktop';
  platform: string | null;
  browser: string | null;
}

const PLATFORMS: [RegExp, string][] = [
  [/Windows NT/i, 'Windows'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Android/i, 'Android'],
  [/CrOS/i, 'ChromeOS'],
  [/Mac OS X|Macintosh/i, 'OS X'],
  [/Linux/i, 'Linux'],
];

// Order matters: Edge and Opera also claim to be Chrome, and Chrome claims to be Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//i, 'Edge'],
  [/OPR\/|Opera/i, 'Opera'],
  [/Firefox\/|FxiOS/i, 'Firefox'],
  [/Chrome\/|CriOS/i, 'Chrome'],
  [/Safari\//i, 'Safari'],
];

/** Reads the device type, platform and browser from a User-Agent header. */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const agent = userAgent ?? '';
  const tablet = /iPad|Tablet|Android(?!.*Mobile)/i.test(agent);
  const mobile = !tablet && /Mobile|iPhone|iPod|Android/i.test(agent);
  return {
    device_type: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
    platform: PLATFORMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
    browser: BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
  };
}
