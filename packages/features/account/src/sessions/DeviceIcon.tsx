import type { Session } from '@tonearm/client/contract';

/** How a session's device is drawn and named: `mobile`, `tablet`, anything else a desktop (doc 000 §3). */
export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

export function deviceKind(deviceType: Session['device_type']): DeviceKind {
  return deviceType === 'mobile' || deviceType === 'tablet' ? deviceType : 'desktop';
}

const DEVICE_NAMES: Record<DeviceKind, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

const PATHS: Record<DeviceKind, string> = {
  mobile: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm4 17h2',
  tablet: 'M5 2h14a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm6 17h2',
  desktop: 'M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm5 16h8m-4-3v3',
};

/** The device's outline, with its kind in words for screen readers. */
export function DeviceIcon({ deviceType }: { deviceType: Session['device_type'] }) {
  const kind = deviceKind(deviceType);
  return (
    <span
      data-device={kind}
      className="inline-flex size-10 shrink-0 items-center justify-center text-muted-foreground"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-8"
      >
        <path d={PATHS[kind]} />
      </svg>
      <span className="sr-only">{DEVICE_NAMES[kind]}</span>
    </span>
  );
}
