import {
  disableAdminUserTwoFactor,
  getAdminUserSessions,
  logoutAdminUserEverywhere,
  sendAdminUserPasswordReset,
} from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useRelativeTime, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, Skeleton, toast } from '@tonearm/ui';
import { useState } from 'react';
import useSWR from 'swr';
import type { UserTabProps } from './UserDetailsTab';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-border border-b pb-5 last:border-b-0">
      <h2 className="font-semibold text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** The user's sessions with "Log out everywhere", two-factor for a locked-out user, and a reset mail. */
export function UserSecurityTab({ state, user }: UserTabProps) {
  const { trans } = useTrans();
  const relativeTime = useRelativeTime();
  const http = useHttpClient();
  const sessions = useSWR(['admin/users/sessions', user.id], () => getAdminUserSessions(http, user.id));
  const [confirm, setConfirm] = useState<'logout' | 'two-factor' | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.positive(done);
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };

  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <Section title={trans('Sessions')}>
        {sessions.error ? (
          <p role="alert">{trans('The sessions could not be loaded.')}</p>
        ) : !sessions.data ? (
          <Skeleton className="h-16 w-full" />
        ) : sessions.data.sessions.length === 0 ? (
          <p className="text-muted-foreground text-sm">{trans('Not signed in anywhere.')}</p>
        ) : (
          <ul aria-label={trans('Sessions')} className="flex flex-col divide-y divide-border">
            {sessions.data.sessions.map((session) => (
              <li key={session.id} className="flex flex-col py-2 text-sm">
                <span className="font-medium">
                  {[session.browser, session.platform].filter(Boolean).join(' · ') || trans('Unknown device')}
                </span>
                <span className="text-muted-foreground">
                  {[session.ip_address, relativeTime(session.last_active)].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Button variant="outline" className="self-start" onPress={() => setConfirm('logout')}>
          {trans('Log out everywhere')}
        </Button>
      </Section>
      <Section title={trans('Two-factor authentication')}>
        <p className="text-sm">
          {user.two_factor_enabled
            ? trans('Two-factor authentication is on.')
            : trans('Two-factor authentication is off.')}
        </p>
        {user.two_factor_enabled && (
          <Button variant="outline" className="self-start" onPress={() => setConfirm('two-factor')}>
            {trans('Turn off two-factor')}
          </Button>
        )}
      </Section>
      <Section title={trans('Password')}>
        <Button
          variant="outline"
          className="self-start"
          onPress={() =>
            run(() => sendAdminUserPasswordReset(http, user.id), trans('Password reset email sent')).catch(
              () => undefined,
            )
          }
        >
          {trans('Send password reset email')}
        </Button>
      </Section>
      <AlertDialog
        isOpen={confirm === 'logout'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={trans('Log :name out everywhere?', { name: user.name })}
        confirmLabel={trans('Log out everywhere')}
        cancelLabel={trans('Cancel')}
        onConfirm={() =>
          run(async () => {
            await logoutAdminUserEverywhere(http, user.id);
            await sessions.mutate();
          }, trans('Logged out everywhere'))
        }
      >
        {trans('Every device they are signed in on has to sign in again.')}
      </AlertDialog>
      <AlertDialog
        isOpen={confirm === 'two-factor'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={trans('Turn off two-factor for :name?', { name: user.name })}
        confirmLabel={trans('Turn off')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() =>
          run(async () => {
            await state.show((await disableAdminUserTwoFactor(http, user.id)).user);
          }, trans('Two-factor authentication turned off'))
        }
      >
        {trans('They sign in with their password alone until they turn it on again.')}
      </AlertDialog>
    </div>
  );
}
