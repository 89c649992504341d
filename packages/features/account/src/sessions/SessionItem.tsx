import type { Session } from '@tonearm/client/contract';
import { relativeTime } from '@tonearm/client/rules';
import { useBootstrapData, useTrans } from '@tonearm/shell';
import { Badge } from '@tonearm/ui';
import { DeviceIcon } from './DeviceIcon';

const joinKnown = (parts: (string | null)[], separator: string) => parts.filter(Boolean).join(separator);

/** One signed-in device: its kind, platform and browser, place, address and when it was last active. */
export function SessionItem({ session }: { session: Session }) {
  const { i18n } = useBootstrapData();
  const { trans } = useTrans();
  const device = joinKnown([session.platform, session.browser], ' - ') || trans('Unknown device');
  const place = joinKnown([session.city, session.country], ', ');
  return (
    <li className="flex items-start gap-3 py-3">
      <DeviceIcon deviceType={session.device_type} />
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{device}</span>
          {session.is_current_device ? <Badge tone="positive">{trans('This device')}</Badge> : null}
        </div>
        <span className="text-muted-foreground">
          {joinKnown([place, session.ip_address], ' · ') || trans('Unknown location')}
        </span>
        <span className="text-muted-foreground">
          {trans('Last active')}{' '}
          <time dateTime={session.last_active}>
            {relativeTime(session.last_active, { locale: i18n.language })}
          </time>
        </span>
      </div>
    </li>
  );
}
