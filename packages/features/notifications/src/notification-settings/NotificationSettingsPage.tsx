import type { NotificationSubscriptionData } from '@tonearm/client/contract';
import { GENERIC_ERROR_MESSAGE, useSettings, useTrans } from '@tonearm/shell';
import { Button, Checkbox, CheckboxGroup, Skeleton } from '@tonearm/ui';
import { useId } from 'react';
import { Navigate } from 'react-router';
import { channelLabel } from './channel-label';
import { hasSubscriptions } from './channel-selections';
import { type NotificationSettings, useNotificationSettings } from './use-notification-settings';

interface ChannelPreferencesProps {
  settings: NotificationSettings;
  data: NotificationSubscriptionData;
}

function ChannelPreferences({ settings, data }: ChannelPreferencesProps) {
  const { selections, choose, isBrowserBlocked, save, isSaving } = settings;
  const blockedId = useId();
  const { trans } = useTrans();
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {isBrowserBlocked && (
        <p id={blockedId} className="rounded-ui border border-danger/40 bg-danger/5 px-4 py-3 text-sm">
          {trans('Notifications blocked. Please enable them for this site from browser settings.')}
        </p>
      )}
      {data.subscriptions.map((group) => (
        <section
          key={group.group_name}
          className="flex flex-col gap-4 rounded-ui border border-border bg-paper p-4"
        >
          <h2 className="font-semibold text-lg">{group.group_name}</h2>
          {group.subscriptions.map((subscription) => (
            <CheckboxGroup
              key={subscription.notif_id}
              label={subscription.name}
              value={[...(selections[subscription.notif_id] ?? [])]}
              onChange={(channels) => void choose(subscription.notif_id, channels)}
              aria-describedby={isBrowserBlocked ? blockedId : undefined}
              className="[&>div]:flex-row [&>div]:flex-wrap [&>div]:gap-x-6"
            >
              {data.available_channels.map((channel) => (
                <Checkbox key={channel} value={channel}>
                  {channelLabel(channel, trans)}
                </Checkbox>
              ))}
            </CheckboxGroup>
          ))}
        </section>
      ))}
      <div>
        <Button type="submit" isPending={isSaving}>
          {trans('Update preferences')}
        </Button>
      </div>
    </form>
  );
}

function SettingsContent() {
  const settings = useNotificationSettings();
  const { data, error, retry } = settings;
  const { trans } = useTrans();
  if (error && !data) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p>{trans(GENERIC_ERROR_MESSAGE)}</p>
        <Button variant="outline" size="sm" onPress={retry}>
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={trans('Loading preferences')}
        className="flex flex-col gap-3"
      >
        <Skeleton shape="rect" className="h-28 w-full" />
        <Skeleton shape="rect" className="h-40 w-full" />
      </div>
    );
  }
  // Doc 001 §2: with nothing to choose, the page has no reason to be.
  if (!hasSubscriptions(data)) return <Navigate to="/" replace />;
  return <ChannelPreferences settings={settings} data={data} />;
}

/**
 * `/notifications/settings` (doc 001 §2): the channels of each notification, grouped by `group_name`. It sends the
 * user home when channel subscriptions are not integrated or there are none.
 */
export function NotificationSettingsPage() {
  const integrated = useSettings().notif?.subs.integrated ?? false;
  const { trans } = useTrans();
  if (!integrated) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 md:py-10">
      <h1 className="font-semibold text-2xl">{trans('Notification settings')}</h1>
      <SettingsContent />
    </div>
  );
}
