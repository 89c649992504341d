import { randomUUID } from 'node:crypto';
import { DEMO_LISTENER_ACCOUNT } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
  notifications,
  roles,
  roleUser,
  users,
  workspaceInvites,
  workspaceMembers,
  workspaces,
} from '../db/schema';
import { escapeHtml } from '../http/escape-html';
import { type MailTranslate, recipientTrans } from '../mail/mail-trans';
import type { NotificationKind } from '../notifications/notification-catalogue';
import type { NotificationData } from '../notifications/notify';
import { hashPassword } from '../security/passwords';

/** The listener account a newcomer can sign in with on a fresh site; printed at first start. */
export const DEMO_LISTENER_EMAIL = DEMO_LISTENER_ACCOUNT.email;
export const DEMO_LISTENER_PASSWORD = DEMO_LISTENER_ACCOUNT.password;

/** The shared workspace the admin owns and has invited the demo listener to. */
export const DEMO_WORKSPACE_NAME = 'Friday Night Mixtape';

const HOUR_MS = 60 * 60 * 1000;

interface DemoNotification {
  kind: NotificationKind;
  data: NotificationData;
  hoursAgo: number;
  read: boolean;
}

/**
 * What the listener finds under the bell: the pending invitation first, then music news already partly read,
 * written as the real notifications are, through the translator of the listener's language.
 */
function demoNotifications(trans: MailTranslate, inviteId: string, inviter: string): DemoNotification[] {
  // The names are escaped before they are placed, as in the real notifications; the markup belongs to the line.
  const admin = escapeHtml(inviter);
  return [
    {
      kind: 'workspace_invitation',
      hoursAgo: 1,
      read: false,
      data: {
        inviteId,
        lines: [
          {
            type: 'primary',
            content: trans('<strong>:inviter</strong> invited you to join <strong>:workspace</strong>.', {
              inviter: admin,
              workspace: escapeHtml(DEMO_WORKSPACE_NAME),
            }),
          },
        ],
      },
    },
    {
      kind: 'new_release',
      hoursAgo: 20,
      read: false,
      data: {
        lines: [
          {
            type: 'primary',
            content: trans(
              '{noun, select, album {<strong>:artists</strong> released a new album.} other {<strong>:artists</strong> released a new track.}}',
              { noun: 'album', artists: 'The Lanterns' },
            ),
          },
          {
            content: trans('<em>:release</em> · {count, plural, one {# track} other {# tracks}}', {
              release: 'Harbour Lights',
              count: 11,
            }),
          },
        ],
        mainAction: { action: '/search/Harbour%20Lights', label: trans('Listen now') },
      },
    },
    {
      kind: 'comment_reply',
      hoursAgo: 72,
      read: true,
      data: {
        lines: [
          {
            type: 'primary',
            content: trans('<strong>:name</strong> replied to your comment on <strong>:track</strong>.', {
              name: admin,
              track: 'Night Drive',
            }),
          },
          { content: '“Glad you like it. Wait until you hear the live version.”' },
        ],
      },
    },
  ];
}

/**
 * Creates the demo listener with the default roles, a workspace of the admin's with a pending invitation for them,
 * and the notifications that invitation and a little music news would have sent, so the bell and the invitation's
 * Join and Decline buttons have something real to act on.
 */
export async function seedDemoListener(
  db: Database,
  admin: { id: number; name: string },
  now: Date,
): Promise<{ email: string } | null> {
  const [listener] = await db
    .insert(users)
    .values({
      email: DEMO_LISTENER_EMAIL,
      password: await hashPassword(DEMO_LISTENER_PASSWORD),
      first_name: 'Demo',
      last_name: 'Listener',
      email_verified_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, language: users.language });
  // The admin took this address (ADMIN_EMAIL): there is no separate listener to show.
  if (!listener) return null;
  const defaultRoles = await db.select({ id: roles.id }).from(roles).where(eq(roles.is_default, true));
  if (defaultRoles.length > 0) {
    await db
      .insert(roleUser)
      .values(defaultRoles.map((role) => ({ user_id: listener.id, role_id: role.id })));
  }

  const [workspace] = await db
    .insert(workspaces)
    .values({ name: DEMO_WORKSPACE_NAME, owner_id: admin.id })
    .returning({ id: workspaces.id });
  if (!workspace) throw new Error('Could not create the demo workspace');
  await db.insert(workspaceMembers).values({ workspace_id: workspace.id, user_id: admin.id, role: 'owner' });
  const inviteId = randomUUID();
  await db
    .insert(workspaceInvites)
    .values({ id: inviteId, workspace_id: workspace.id, email: DEMO_LISTENER_EMAIL, invited_by: admin.id });

  await db.insert(notifications).values(
    demoNotifications(await recipientTrans(db, listener), inviteId, admin.name).map((notification) => {
      const created_at = new Date(now.getTime() - notification.hoursAgo * HOUR_MS);
      return {
        id: randomUUID(),
        user_id: listener.id,
        type: notification.kind,
        data: notification.data,
        created_at,
        read_at: notification.read ? created_at : null,
      };
    }),
  );
  return { email: DEMO_LISTENER_EMAIL };
}
