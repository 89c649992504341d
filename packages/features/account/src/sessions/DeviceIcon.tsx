import type { Session } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Icon, type IconNode } from '@tonearm/ui';
import { Monitor, Smartphone, Tablet } from '@tonearm/ui/icons';

/** How a session's device is drawn and named: `mobile`, `tablet`, anything else a desktop (doc 000 §3). */
export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

export function deviceKind(deviceType: Session['device_type']): DeviceKind {
  return deviceType === 'mobile' || deviceType === 'tablet' ? deviceType : 'desktop';
}

const DEVICES: Record<DeviceKind, { name: string; drawing: IconNode }> = {
  mobile: { name: 'Mobile', drawing: Smartphone },
  tablet: { name: 'Tablet', drawing: Tablet },
  desktop: { name: 'Desktop', drawing: Monitor },
};

/** The device's outline, with its kind in words for screen readers. */
export function DeviceIcon({ deviceType }: { deviceType: Session['device_type'] }) {
  const { trans } = useTrans();
  const kind = deviceKind(deviceType);
  return (
    <span
      data-device={kind}
      className="inline-flex size-10 shrink-0 items-center justify-center text-muted-foreground"
    >
      <Icon icon={DEVICES[kind].drawing} strokeWidth={1.5} className="size-8" />
      <span className="sr-only">{trans(DEVICES[kind].name)}</span>
    </span>
  );
}
