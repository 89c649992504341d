import type { NotificationSubscriptionData } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { channelSelectionsFrom, hasSubscriptions, selectionsPayload } from './channel-selections';

const data: NotificationSubscriptionData = {
  available_channels: ['browser', 'email'],
  subscriptions: [
    { group_name: 'Workspaces', subscriptions: [{ notif_id: 'workspace_invitation', name: 'Invites' }] },
    {
      group_name: 'Music',
      subscriptions: [
        { notif_id: 'new_release', name: 'New releases' },
        { notif_id: 'comment_reply', name: 'Replies' },
      ],
    },
  ],
  user_selections: [
    { notif_id: 'workspace_invitation', channels: ['email', 'sms'] },
    { notif_id: 'new_release', channels: ['browser', 'email'] },
    { notif_id: 'retired_kind', channels: ['email'] },
  ],
};

describe('channel selections', () => {
  it("starts from the user's saved channels, limited to the listed notifications and offered channels", () => {
    expect(channelSelectionsFrom(data)).toEqual({
      workspace_invitation: ['email'],
      new_release: ['browser', 'email'],
      comment_reply: [],
    });
  });

  it('sends one selection per notification', () => {
    expect(selectionsPayload({ new_release: ['email'], comment_reply: [] })).toEqual({
      selections: [
        { notif_id: 'new_release', channels: ['email'] },
        { notif_id: 'comment_reply', channels: [] },
      ],
    });
  });

  it('tells whether there is anything to choose', () => {
    expect(hasSubscriptions(data)).toBe(true);
    expect(hasSubscriptions({ ...data, subscriptions: [] })).toBe(false);
    expect(hasSubscriptions({ ...data, subscriptions: [{ group_name: 'Music', subscriptions: [] }] })).toBe(
      false,
    );
  });
});
