import { GENERIC_ERROR_MESSAGE, useTrans } from '@tonearm/shell';
import { Button, Skeleton } from '@tonearm/ui';
import { accountSection } from '../settings/account-sections';
import { SettingsPanel } from '../settings/SettingsPanel';
import { SessionItem } from './SessionItem';
import { type UserSessions, useUserSessions } from './use-user-sessions';

function SessionList({ sessions, error, retry }: Pick<UserSessions, 'sessions' | 'error' | 'retry'>) {
  const { trans } = useTrans();
  if (error && !sessions) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p>{trans(GENERIC_ERROR_MESSAGE)}</p>
        <Button variant="outline" size="sm" onPress={retry}>
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  if (!sessions) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={trans('Loading sessions')}
        className="flex flex-col gap-3"
      >
        <Skeleton shape="rect" className="h-14 w-full" />
        <Skeleton shape="rect" className="h-14 w-full" />
      </div>
    );
  }
  return (
    <ul
      aria-label={trans('Signed-in devices')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a list taller than 400 px scrolls; keyboard users must reach it to scroll
      tabIndex={0}
      className="max-h-[400px] divide-y divide-border overflow-y-auto rounded-ui outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      {sessions.map((session) => (
        <SessionItem key={session.id} session={session} />
      ))}
    </ul>
  );
}

/** 'Active sessions': every device signed in, and 'Log out other sessions'. */
export function SessionsPanel() {
  const { trans } = useTrans();
  const { logoutOtherSessions, isLoggingOut, ...list } = useUserSessions();
  return (
    <SettingsPanel
      section={accountSection('sessions')}
      description={trans(
        'If necessary, you may log out of all of your other browser sessions across all of your devices. Your recent sessions are listed below. If you feel your account has been compromised, you should also update your password.',
      )}
    >
      <div className="flex flex-col gap-4">
        <SessionList {...list} />
        <div>
          <Button variant="outline" onPress={() => void logoutOtherSessions()} isPending={isLoggingOut}>
            {trans('Log out other sessions')}
          </Button>
        </div>
      </div>
    </SettingsPanel>
  );
}
