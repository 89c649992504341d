import type { Session } from '@tonearm/client/contract';
import { type Translate, useTrans } from '@tonearm/shell';
import { Icon, type IconNode } from '@tonearm/ui';
import { Monitor, Smartphone, Tablet } from '@tonearm/ui/icons';

/** How a session's device is drawn and named: `mobile`, `tablet`, anything else a desktop (doc 000 §3). */
export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

export function deviceKind(deviceType: Session['device_type']): DeviceKind {
  return deviceType === 'mobile' || deviceType === 'tablet' ? deviceType : 'desktop';
}

const DRAWINGS: Record<DeviceKind, IconNode> = { mobile: Smartphone, tablet: Tablet, desktop: Monitor };

/** The device's kind in the visitor's language, each line written out so the translate screen lists it. */
function deviceName(kind: DeviceKind, trans: Translate): string {
  switch (kind) {
    case 'mobile':
      return trans('Mobile');
    case 'tablet':
      return trans('Tablet');
    case 'desktop':
      return trans('Desktop');
  }
}

/** The device's outline, with its kind in words for screen readers. */
export function DeviceIcon({ deviceType }: { deviceType: Session['device_type'] }) {
  const { trans } = useTrans();
  const kind = deviceKind(deviceType);
  return (
    <span
      data-device={kind}
      className="inline-flex size-10 shrink-0 items-center justify-center text-muted-foreground"
    >
      <Icon icon={DRAWINGS[kind]} strokeWidth={1.5} className="size-8" />
      <span className="sr-only">{deviceName(kind, trans)}</span>
    </span>
  );
}
