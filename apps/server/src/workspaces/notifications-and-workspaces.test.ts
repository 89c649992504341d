import {
  joinWorkspaceResponseSchema,
  notificationListResponseSchema,
  notificationSubscriptionDataSchema,
  userResponseSchema,
} from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../notifications/notify';
import { writeSetting } from '../settings/settings-store';
import { postWithHost } from '../test-support/forged-host';
import { mailsTo } from '../test-support/mailbox';
import { registerListener } from '../test-support/register-listener';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { INVITER_NOT_VERIFIED } from './invitation-limits';

let app: TestServer;
let count = 0;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;

async function member(name = 'member') {
  const email = `${name}${++count}@example.com`;
  const agent = await registerListener(app.url, email, 'correct horse');
  const { user } = userResponseSchema.parse((await agent.get('/api/v1/users/me')).json);
  return { agent, email, user };
}

async function workspaceOf(owner: TestVisitor, name = 'Band') {
  const answer = await owner.post('/api/v1/workspace', { name });
  return joinWorkspaceResponseSchema.parse(answer.json).workspace;
}

async function inviteIdFor(agent: TestVisitor): Promise<string> {
  const list = notificationListResponseSchema.parse((await agent.get('/api/v1/notifications')).json);
  const inviteId = list.pagination.data.find((item) => item.data.inviteId)?.data.inviteId;
  if (!inviteId) throw new Error('No invitation notification');
  return String(inviteId);
}

describe('workspace invitations', () => {
  it('notifies and mails an existing user, who joins once', async () => {
    const owner = await member('owner');
    const invitee = await member('invitee');
    const workspace = await workspaceOf(owner.agent, 'The <b>Band</b>');
    const invited = await owner.agent.post(`/api/v1/workspace/${workspace.id}/invite`, {
      emails: [invitee.email],
    });
    expect(invited.status).toBe(200);

    const me = userResponseSchema.parse((await invitee.agent.get('/api/v1/users/me')).json).user;
    expect(me.unread_notifications_count).toBe(1);
    const list = notificationListResponseSchema.parse(
      (await invitee.agent.get('/api/v1/notifications')).json,
    );
    const [notification] = list.pagination.data;
    expect(notification?.type).toBe('workspace_invitation');
    expect(notification?.data.lines[0]?.content).toContain('The &lt;b&gt;Band&lt;/b&gt;');
    expect(await mailsTo(db(), invitee.email)).toHaveLength(1);

    const inviteId = await inviteIdFor(invitee.agent);
    const joined = await invitee.agent.get(`/api/v1/workspace/join/${inviteId}`);
    expect(joinWorkspaceResponseSchema.parse(joined.json).workspace).toEqual({
      id: workspace.id,
      name: 'The <b>Band</b>',
      members_count: 2,
    });
    expect((await invitee.agent.get(`/api/v1/workspace/join/${inviteId}`)).status).toBe(404);
    const after = notificationListResponseSchema.parse(
      (await invitee.agent.get('/api/v1/notifications')).json,
    );
    expect(after.pagination.data[0]?.read_at).not.toBeNull();
    // Answered: the notification no longer offers to join or decline.
    expect(after.pagination.data[0]?.data.inviteAnswer).toBe('joined');
    const mine = await invitee.agent.get('/api/v1/me/workspaces');
    expect(mine.json).toEqual({
      workspaces: [{ id: workspace.id, name: 'The <b>Band</b>', members_count: 2 }],
    });
  });

  it('makes no invitation links for the address a forged Host header names', async () => {
    const owner = await member('owner');
    const workspace = await workspaceOf(owner.agent);
    const email = `outsider${++count}@example.com`;
    const path = `/api/v1/workspace/${workspace.id}/invite`;
    const forged = await postWithHost(owner.agent, app.url, path, { emails: [email] }, 'attacker.example');
    expect(forged.status).toBe(422);
    expect(await mailsTo(db(), email)).toEqual([]);
  });

  it("keeps the inviter's words out of the invitation's subject", async () => {
    const owner = await member('owner');
    const workspace = await workspaceOf(owner.agent, 'Claim your prize at prize.example');
    const email = `outsider${++count}@example.com`;
    await owner.agent.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [email] });
    const [mail] = await mailsTo(db(), email);
    expect(mail?.subject).toBe('You are invited to a workspace on Tonearm');
  });

  it('takes invitations only from an account whose email address is verified', async () => {
    await writeSetting(db(), 'require_email_confirmation', true);
    const owner = await member('unverified');
    // While confirmation is required the account can make no workspace at all; the inviter check still holds after.
    await writeSetting(db(), 'require_email_confirmation', false);
    try {
      const workspace = await workspaceOf(owner.agent);
      const email = `outsider${++count}@example.com`;
      const answer = await owner.agent.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [email] });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ message: INVITER_NOT_VERIFIED });
      expect(await mailsTo(db(), email)).toEqual([]);
    } finally {
      await writeSetting(db(), 'require_email_confirmation', false);
    }
  });

  it('sends at most 20 invitations an hour for one inviter', async () => {
    const owner = await member('owner');
    const workspace = await workspaceOf(owner.agent);
    const emails = Array.from({ length: 20 }, () => `outsider${++count}@example.com`);
    const sent = await owner.agent.post(`/api/v1/workspace/${workspace.id}/invite`, { emails });
    expect(sent.status).toBe(200);
    const next = `outsider${++count}@example.com`;
    const refused = await owner.agent.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [next] });
    expect(refused.status).toBe(429);
    expect(await mailsTo(db(), next)).toEqual([]);
    app.clock.advance(61 * 60_000);
    const later = await owner.agent.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [next] });
    expect(later.status).toBe(200);
  });

  it('joins only when the app asks, not when another site sends the browser to the join address', async () => {
    const owner = await member('owner');
    const invitee = await member('invitee');
    const workspace = await workspaceOf(owner.agent);
    await owner.agent.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [invitee.email] });
    const inviteId = await inviteIdFor(invitee.agent);
    const navigated = await invitee.agent.get(`/api/v1/workspace/join/${inviteId}`, { xsrf: false });
    expect(navigated.status).toBe(419);
    expect((await invitee.agent.get('/api/v1/me/workspaces')).json).toEqual({ workspaces: [] });
    const joined = await invitee.agent.get(`/api/v1/workspace/join/${inviteId}`);
    expect(joined.status).toBe(200);
  });

  it('declines an invite, which then answers 404 to join', async () => {
    const owner = await member('owner');
    const invitee = await member('invitee');
    const workspace = await workspaceOf(owner.agent);
    await owner.agent.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [invitee.email] });
    const inviteId = await inviteIdFor(invitee.agent);
    const declined = await invitee.agent.request(`/api/v1/workspace/invite/${inviteId}`, {
      method: 'DELETE',
    });
    expect(declined.json).toEqual({ status: 'success', message: 'Declined workspace invitation' });
    const late = await invitee.agent.get(`/api/v1/workspace/join/${inviteId}`);
    expect(late.status).toBe(404);
    expect(late.json).toEqual({ message: 'This invite is no longer valid' });
    const list = notificationListResponseSchema.parse(
      (await invitee.agent.get('/api/v1/notifications')).json,
    );
    expect(list.pagination.data[0]?.data.inviteAnswer).toBe('declined');
  });

  it("answers 404 to someone else's invite and 403 to a member who is not the owner", async () => {
    const owner = await member('owner');
    const invitee = await member('invitee');
    const stranger = await member('stranger');
    const workspace = await workspaceOf(owner.agent);
    await owner.agent.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [invitee.email] });
    const inviteId = await inviteIdFor(invitee.agent);
    expect((await stranger.agent.get(`/api/v1/workspace/join/${inviteId}`)).status).toBe(404);
    expect(
      (await stranger.agent.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: ['x@example.com'] }))
        .status,
    ).toBe(403);
  });

  it('lets a newcomer register through the mailed invite, even while registration is closed', async () => {
    const owner = await member('owner');
    const workspace = await workspaceOf(owner.agent);
    const email = `newcomer${++count}@example.com`;
    await owner.agent.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [email] });
    const [mail] = await mailsTo(db(), email);
    const inviteId = /inviteId=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(mail?.text).toContain(`${app.url}/workspace/join/register?email=`);

    await writeSetting(db(), 'registration', { disable: true, policies: [] });
    try {
      const newcomer = await new TestVisitor(app.url).open();
      const refused = await newcomer.post('/auth/register', {
        email: `uninvited${++count}@example.com`,
        password: 'correct horse',
        password_confirmation: 'correct horse',
        policies: ACCEPTED_POLICIES,
      });
      expect(refused.status).toBe(403);
      const registered = await newcomer.post('/auth/register', {
        email,
        password: 'correct horse',
        password_confirmation: 'correct horse',
        invite_id: inviteId,
        invite_type: 'workspace',
      });
      expect(registered.status).toBe(200);
      const mine = await newcomer.get('/api/v1/me/workspaces');
      expect(mine.json).toEqual({ workspaces: [{ id: workspace.id, name: 'Band', members_count: 2 }] });
    } finally {
      await writeSetting(db(), 'registration', { disable: false, policies: [] });
    }
  });
});

describe('notifications', () => {
  it('pages 30 at a time, newest first', async () => {
    const { agent, user } = await member();
    for (let index = 1; index <= 31; index++) {
      app.clock.advance(1000);
      await notify(app.server.services, user, {
        kind: 'new_release',
        mail: () => ({ subject: 'New release', text: 'Listen' }),
        data: () => ({ lines: [{ content: `Release ${index}` }] }),
      });
    }
    const first = notificationListResponseSchema.parse(
      (await agent.get('/api/v1/notifications?perPage=30')).json,
    );
    expect(first.pagination).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 30,
      total: 31,
      from: 1,
      to: 30,
    });
    expect(first.pagination.data[0]?.data.lines[0]?.content).toBe('Release 31');
    const second = notificationListResponseSchema.parse(
      (await agent.get('/api/v1/notifications?page=2')).json,
    );
    expect(second.pagination.data.map((item) => item.data.lines[0]?.content)).toEqual(['Release 1']);
  });

  it('marks chosen ids, then all, as read and answers the unread count', async () => {
    const { agent, user } = await member();
    const other = await member();
    const ids = [];
    for (let index = 0; index < 3; index++) {
      ids.push(
        await notify(app.server.services, user, {
          kind: 'comment_reply',
          mail: () => ({ subject: 'Reply', text: 'Reply' }),
          data: () => ({ lines: [{ content: 'A reply' }] }),
        }),
      );
    }
    const foreign = await notify(app.server.services, other.user, {
      kind: 'comment_reply',
      mail: () => ({ subject: 'Reply', text: 'Reply' }),
      data: () => ({ lines: [{ content: 'Not yours' }] }),
    });
    const some = await agent.post('/api/v1/notifications/mark-as-read', { ids: [ids[0], foreign] });
    expect(some.json).toEqual({ unreadCount: 2 });
    expect(
      userResponseSchema.parse((await other.agent.get('/api/v1/users/me')).json).user
        .unread_notifications_count,
    ).toBe(1);
    const all = await agent.post('/api/v1/notifications/mark-as-read', { markAllAsRead: true });
    expect(all.json).toEqual({ unreadCount: 0 });
    expect((await agent.post('/api/v1/notifications/mark-as-read', { ids: [] })).status).toBe(422);
  });

  it('keeps channel preferences, and stops mailing a kind whose email channel is off', async () => {
    const { agent, user } = await member();
    const defaults = notificationSubscriptionDataSchema.parse(
      (await agent.get('/api/v1/notifications/me/subscriptions')).json,
    );
    expect(defaults.available_channels).toEqual(['browser', 'email']);
    expect(defaults.subscriptions.map((group) => group.group_name)).toEqual([
      'Workspaces',
      'Music',
      'Backstage',
    ]);
    expect(defaults.user_selections).toContainEqual({
      notif_id: 'new_release',
      channels: ['browser', 'email'],
    });

    const saved = await agent.request('/api/v1/notifications/me/subscriptions', {
      method: 'PUT',
      body: { selections: [{ notif_id: 'new_release', channels: ['browser'] }] },
    });
    expect(saved.json).toEqual({ status: 'success', message: 'Updated preferences' });
    await notify(app.server.services, user, {
      kind: 'new_release',
      mail: () => ({ subject: 'New release', text: 'Listen' }),
      data: () => ({ lines: [{ content: 'Quiet release' }] }),
    });
    expect(await mailsTo(db(), user.email)).toEqual([]);

    const invalid = await agent.request('/api/v1/notifications/me/subscriptions', {
      method: 'PUT',
      body: { selections: [{ notif_id: 'nope', channels: ['pigeon'] }] },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json).toMatchObject({
      errors: {
        'selections.0.notif_id': ['The selected notification is invalid.'],
        'selections.0.channels': ['The selected channel is invalid.'],
      },
    });
  });
});
