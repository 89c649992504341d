import { describe, expect, it } from 'vitest';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { lengthAwarePageJson, notificationJson } from './fixtures/laravel-payloads';
import {
  markNotificationsAsReadPayloadSchema,
  markNotificationsAsReadResponseSchema,
  notificationListResponseSchema,
  notificationSchema,
} from './notification';

describe('notificationSchema', () => {
  it('accepts a workspace invitation with lines, actions and its invite id', () => {
    const notification = notificationSchema.parse(notificationJson);
    expect(notification.read_at).toBeNull();
    expect(notification.data.inviteId).toBe('9e1f4b7a-2d3c-4e5f-8a9b-0c1d2e3f4a5b');
    expect(notification.data.lines[0]?.action).toEqual({
      action: '/workspace/join/9e1f4b7a',
      label: 'View invite',
    });
    expect(notification.data.buttonActions?.map((action) => action.label)).toEqual(['Join', 'Decline']);
    expect(notification.data.mainAction).toEqual({ action: '/workspace/join/9e1f4b7a' });
  });

  it('keeps data a notification type adds of its own', () => {
    expect(notificationSchema.parse(notificationJson).data.workspaceName).toBe('Label team');
  });

  it('rejects a numeric id, since notification ids are UUIDs', () => {
    expect(issuePaths(notificationSchema, withField(notificationJson, 'id', 5))).toEqual(['id']);
  });

  it('rejects data without lines', () => {
    expect(issuePaths(notificationSchema, withoutField(notificationJson, 'data.lines'))).toEqual([
      'data.lines',
    ]);
  });

  it('rejects a line without content', () => {
    expect(issuePaths(notificationSchema, withoutField(notificationJson, 'data.lines.0.content'))).toEqual([
      'data.lines.0.content',
    ]);
  });

  it('rejects a button action without a label', () => {
    expect(
      issuePaths(notificationSchema, withoutField(notificationJson, 'data.buttonActions.0.label')),
    ).toEqual(['data.buttonActions.0.label']);
  });

  it('rejects a read date that is not a date', () => {
    expect(issuePaths(notificationSchema, withField(notificationJson, 'read_at', true))).toEqual(['read_at']);
  });
});

describe('notificationListResponseSchema', () => {
  it('accepts a page of notifications in pagination.data', () => {
    const list = notificationListResponseSchema.parse({
      pagination: lengthAwarePageJson([notificationJson]),
    });
    expect(list.pagination.data[0]?.id).toBe(notificationJson.id);
  });

  it('rejects a list sent without the pagination wrapper', () => {
    expect(issuePaths(notificationListResponseSchema, { data: [notificationJson] })).toEqual(['pagination']);
  });
});

describe('mark as read', () => {
  it('accepts a list of ids or the mark-all flag', () => {
    expect(markNotificationsAsReadPayloadSchema.safeParse({ ids: [notificationJson.id] }).success).toBe(true);
    expect(markNotificationsAsReadPayloadSchema.safeParse({ markAllAsRead: true }).success).toBe(true);
  });

  it('rejects an empty id list', () => {
    expect(markNotificationsAsReadPayloadSchema.safeParse({ ids: [] }).success).toBe(false);
  });

  it('reads the unread count and rejects a negative one', () => {
    expect(markNotificationsAsReadResponseSchema.parse({ unreadCount: 0 })).toEqual({ unreadCount: 0 });
    expect(issuePaths(markNotificationsAsReadResponseSchema, { unreadCount: -1 })).toEqual(['unreadCount']);
  });
});
