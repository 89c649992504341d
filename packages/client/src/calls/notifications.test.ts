import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lengthAwarePageJson, notificationJson } from '../contract/fixtures/laravel-payloads';
import { getNotifications, markAllNotificationsAsRead, markNotificationsAsRead } from './notifications';
import { RecordingHttpClient } from './test-support/recording-http-client';

describe('getNotifications', () => {
  it('fetches GET notifications with a page size of 30', async () => {
    const http = new RecordingHttpClient({ pagination: lengthAwarePageJson([notificationJson]) });
    const { pagination } = await getNotifications(http);
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'notifications',
      body: undefined,
      params: { perPage: 30 },
      callName: 'GET notifications',
    });
    expect(pagination.data[0]?.data.inviteId).toBe(notificationJson.data.inviteId);
  });

  it('passes an optional query such as the page', async () => {
    const http = new RecordingHttpClient({ pagination: lengthAwarePageJson([]) });
    await getNotifications(http, { page: 2 });
    expect(http.onlyRequest.params).toEqual({ perPage: 30, page: 2 });
  });

  it('rejects a list without the pagination wrapper', async () => {
    await expect(getNotifications(new RecordingHttpClient({ data: [notificationJson] }))).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('marking notifications as read', () => {
  it('sends POST notifications/mark-as-read {ids} and reads the unread count', async () => {
    const http = new RecordingHttpClient({ unreadCount: 2 });
    const { unreadCount } = await markNotificationsAsRead(http, { ids: [notificationJson.id] });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'notifications/mark-as-read',
      body: { ids: [notificationJson.id] },
      params: undefined,
      callName: 'POST notifications/mark-as-read',
    });
    expect(unreadCount).toBe(2);
  });

  it('marks all as read through the same endpoint with markAllAsRead', async () => {
    const http = new RecordingHttpClient({ unreadCount: 0 });
    await markAllNotificationsAsRead(http);
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'notifications/mark-as-read',
      body: { markAllAsRead: true },
      params: undefined,
      callName: 'POST notifications/mark-as-read (all)',
    });
  });

  it('rejects an unread count sent as text', async () => {
    const http = new RecordingHttpClient({ unreadCount: '0' });
    await expect(markNotificationsAsRead(http, { ids: ['a'] })).rejects.toThrow(z.core.$ZodError);
    await expect(markAllNotificationsAsRead(http)).rejects.toThrow(z.core.$ZodError);
  });
});
