import type { AdminUserRow } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { formatUserDate } from '../user-dates';

/** "Suspended until …: reason", as the header and the list's tooltip say it. */
export function SuspensionNote({ user }: { user: AdminUserRow }) {
  const { trans } = useTrans();
  const when = user.banned_until
    ? trans('Suspended until :date', { date: formatUserDate(user.banned_until) })
    : trans('Suspended for good');
  return (
    <p role="status" className="rounded-ui border border-danger px-3 py-2 text-danger text-sm">
      {user.ban_reason ? `${when}: ${user.ban_reason}` : when}
    </p>
  );
}
