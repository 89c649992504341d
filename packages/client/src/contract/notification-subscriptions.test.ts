import { describe, expect, it } from 'vitest';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import {
  notificationSubscriptionDataSchema,
  updateNotificationSubscriptionsPayloadSchema,
} from './notification-subscriptions';

const subscriptionDataJson = {
  available_channels: ['email', 'browser', 'mobile'],
  subscriptions: [
    {
      group_name: 'Workspaces',
      subscriptions: [
        { notif_id: 'W01', name: 'Invited to a workspace' },
        { notif_id: 'W02', name: 'Member joined' },
      ],
    },
  ],
  user_selections: [{ notif_id: 'W01', channels: ['email', 'browser'] }],
};

describe('notificationSubscriptionDataSchema', () => {
  it('accepts channels, grouped notifications and the user selections', () => {
    const data = notificationSubscriptionDataSchema.parse(subscriptionDataJson);
    expect(data.subscriptions[0]?.subscriptions.map((s) => s.notif_id)).toEqual(['W01', 'W02']);
    expect(data.user_selections[0]?.channels).toEqual(['email', 'browser']);
  });

  it('rejects a group without its name', () => {
    expect(
      issuePaths(
        notificationSubscriptionDataSchema,
        withoutField(subscriptionDataJson, 'subscriptions.0.group_name'),
      ),
    ).toEqual(['subscriptions.0.group_name']);
  });

  it('rejects channels sent as a string', () => {
    expect(
      issuePaths(
        notificationSubscriptionDataSchema,
        withField(subscriptionDataJson, 'user_selections.0.channels', 'email'),
      ),
    ).toEqual(['user_selections.0.channels']);
  });
});

describe('updateNotificationSubscriptionsPayloadSchema', () => {
  it('accepts a list of selections and rejects a selection without its notification id', () => {
    expect(
      updateNotificationSubscriptionsPayloadSchema.safeParse({
        selections: [{ notif_id: 'W01', channels: [] }],
      }).success,
    ).toBe(true);
    expect(
      issuePaths(updateNotificationSubscriptionsPayloadSchema, { selections: [{ channels: [] }] }),
    ).toEqual(['selections.0.notif_id']);
  });
});
