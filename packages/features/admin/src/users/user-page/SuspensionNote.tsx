import type { AdminUserRow } from '@tonearm/client/contract';
import { useFormatDate, useTrans } from '@tonearm/shell';

/** "Suspended until …: reason", as the header and the list's tooltip say it. */
export function SuspensionNote({ user }: { user: AdminUserRow }) {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const when = user.banned_until
    ? trans('Suspended until :date', { date: formatDate(user.banned_until, 'short') })
    : trans('Suspended for good');
  return (
    <p role="status" className="rounded-ui border border-danger px-3 py-2 text-danger text-sm">
      {user.ban_reason ? `${when}: ${user.ban_reason}` : when}
    </p>
  );
}
