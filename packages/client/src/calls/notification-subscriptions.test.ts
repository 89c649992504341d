import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getNotificationSubscriptions, updateNotificationSubscriptions } from './notification-subscriptions';
import { RecordingHttpClient } from './test-support/recording-http-client';

const subscriptionData = {
  available_channels: ['email', 'browser'],
  subscriptions: [
    { group_name: 'Workspaces', subscriptions: [{ notif_id: 'W01', name: 'Invited to a workspace' }] },
  ],
  user_selections: [{ notif_id: 'W01', channels: ['email'] }],
};

describe('getNotificationSubscriptions', () => {
  it('fetches GET notifications/me/subscriptions', async () => {
    const http = new RecordingHttpClient(subscriptionData);
    expect(await getNotificationSubscriptions(http)).toEqual(subscriptionData);
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'notifications/me/subscriptions',
      body: undefined,
      params: undefined,
      callName: 'GET notifications/me/subscriptions',
    });
  });

  it('rejects data without the available channels', async () => {
    const { available_channels: _omitted, ...rest } = subscriptionData;
    await expect(getNotificationSubscriptions(new RecordingHttpClient(rest))).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('updateNotificationSubscriptions', () => {
  it('sends PUT notifications/me/subscriptions with the selections', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    const body = { selections: [{ notif_id: 'W01', channels: ['email', 'browser'] }] };
    await updateNotificationSubscriptions(http, body);
    expect(http.onlyRequest).toEqual({
      method: 'PUT',
      path: 'notifications/me/subscriptions',
      body,
      params: undefined,
      callName: 'PUT notifications/me/subscriptions',
    });
  });

  it('rejects an answer that does not report success', async () => {
    await expect(
      updateNotificationSubscriptions(new RecordingHttpClient({}), { selections: [] }),
    ).rejects.toThrow(z.core.$ZodError);
  });
});
