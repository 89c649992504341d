import { randomUUID } from 'node:crypto';
import {
  createWorkspacePayloadSchema,
  type InviteAnswer,
  inviteToWorkspacePayloadSchema,
} from '@tonearm/client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { findUserByEmail } from '../accounts/account';
import { requireAccount } from '../accounts/current-account';
import { displayName } from '../accounts/serialize-user';
import type { AppBindings, AppServices } from '../app-context';
import { notifications, workspaceInvites, workspaceMembers, workspaces } from '../db/schema';
import { csrfMismatch, forbidden, notFound } from '../http/errors';
import { escapeHtml } from '../http/escape-html';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { publishLiveEvent, unreadCountChanged } from '../live/publish-live-event';
import { type MailContent, recipientTrans } from '../mail/mail-trans';
import { notify } from '../notifications/notify';
import { linkBase } from '../security/site-address';
import { isXsrfTokenValid, XSRF_HEADER } from '../security/xsrf';
import { siteName } from '../settings/site-name';
import { claimInvitation, requireVerifiedInviter } from './invitation-limits';
import { acceptInvite, findInvite, memberRole, workspaceSummary, workspacesOf } from './workspace-store';

/** An invite the signed-in user may act on: it exists and was sent to their address. */
async function inviteFor(services: AppServices, inviteId: string, email: string) {
  const invite = await findInvite(services.db, inviteId);
  // Someone else's invite answers like a used one: the client reads 404 as "no longer valid" (doc 000 §8).
  if (!invite || invite.email.toLowerCase() !== email.toLowerCase())
    throw notFound('This invite is no longer valid');
  return invite;
}

/**
 * Marks the notification that carried an invite as read once it is answered, and records the answer in it, so the
 * invitation is no longer offered to join or decline.
 */
async function settleInviteNotification(
  services: AppServices,
  userId: number,
  inviteId: string,
  answer: InviteAnswer,
) {
  await services.db
    .update(notifications)
    .set({
      read_at: services.now(),
      data: sql`${notifications.data} || ${JSON.stringify({ inviteAnswer: answer })}::jsonb`,
    })
    .where(and(eq(notifications.user_id, userId), sql`${notifications.data}->>'inviteId' = ${inviteId}`));
  await publishLiveEvent(services.db, unreadCountChanged(userId));
}

/** Workspaces (doc 000 §3, §7): the user's list, creation, invites by email, join and decline. */
export function workspaceRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/me/workspaces', async (c) => {
    const account = await requireAccount(c, services);
    return c.json({ workspaces: await workspacesOf(db, account.user.id) });
  });

  routes.post('/workspace', async (c) => {
    const account = await requireAccount(c, services);
    const { name } = validate(createWorkspacePayloadSchema, await readBody(c));
    const workspace = await db.transaction(async (tx) => {
      const [created] = await tx.insert(workspaces).values({ name, owner_id: account.user.id }).returning();
      if (!created) throw new Error('Could not create the workspace');
      await tx
        .insert(workspaceMembers)
        .values({ workspace_id: created.id, user_id: account.user.id, role: 'owner' });
      return created;
    });
    return c.json({ workspace: { id: workspace.id, name: workspace.name, members_count: 1 } });
  });

  routes.post('/workspace/:id/invite', async (c) => {
    const account = await requireAccount(c, services);
    const workspaceId = Number(c.req.param('id'));
    const workspace = Number.isSafeInteger(workspaceId) ? await workspaceSummary(db, workspaceId) : null;
    if (!workspace) throw notFound();
    if ((await memberRole(db, workspace.id, account.user.id)) !== 'owner') throw forbidden();
    requireVerifiedInviter(account.user);
    const { emails } = validate(inviteToWorkspacePayloadSchema, await readBody(c));
    const site = await siteName(db);
    const inviter = displayName(account.user);
    const base = linkBase(c, services);
    const invites = [];
    for (const email of [...new Set(emails.map((address) => address.toLowerCase()))]) {
      const invitee = await findUserByEmail(db, email);
      if (invitee && (await memberRole(db, workspace.id, invitee.id))) continue;
      await claimInvitation(services, account.user.id, workspace.id);
      const id = randomUUID();
      await db
        .insert(workspaceInvites)
        .values({ id, workspace_id: workspace.id, email, invited_by: account.user.id });
      invites.push({ id, email });
      const joinPage = invitee ? 'login' : 'register';
      const link = `${base}/workspace/join/${joinPage}?email=${encodeURIComponent(email)}&inviteId=${id}`;
      const mail: MailContent = (trans) => ({
        // The subject is the one line a filter or a reader judges first: none of it is the inviter's.
        subject: trans('You are invited to a workspace on :site', { site }),
        text: [
          trans(':inviter invited you to join the :workspace workspace on :site.', {
            inviter,
            workspace: workspace.name,
            site,
          }),
          trans('Accept the invitation: :link', { link }),
        ].join('\n\n'),
      });
      if (!invitee) {
        // An address with no account has chosen no language: the site's default speaks to it.
        await services.mailer.send({ to: email, ...mail(await recipientTrans(db, null)) });
        continue;
      }
      await notify(services, invitee, {
        kind: 'workspace_invitation',
        mail,
        data: (trans) => ({
          inviteId: id,
          lines: [
            {
              type: 'primary',
              // The names are escaped first; the markup stays in the line for the translation to place.
              content: trans('<strong>:inviter</strong> invited you to join <strong>:workspace</strong>.', {
                inviter: escapeHtml(inviter),
                workspace: escapeHtml(workspace.name),
              }),
            },
          ],
        }),
      });
    }
    return c.json({ invites });
  });

  // The spec makes joining a GET, which a link on another site can send the browser to: only the app, which echoes
  // the XSRF token on every call, may join.
  routes.get('/workspace/join/:inviteId', async (c) => {
    const account = await requireAccount(c, services);
    if (!isXsrfTokenValid(services.appKey, c.get('visitor').sessionToken, c.req.header(XSRF_HEADER))) {
      throw csrfMismatch();
    }
    const invite = await inviteFor(services, c.req.param('inviteId'), account.user.email);
    await acceptInvite(db, invite, account.user.id);
    await settleInviteNotification(services, account.user.id, invite.id, 'joined');
    const workspace = await workspaceSummary(db, invite.workspace_id);
    if (!workspace) throw notFound('This invite is no longer valid');
    return c.json({ workspace });
  });

  routes.delete('/workspace/invite/:inviteId', async (c) => {
    const account = await requireAccount(c, services);
    const invite = await inviteFor(services, c.req.param('inviteId'), account.user.email);
    await db.delete(workspaceInvites).where(eq(workspaceInvites.id, invite.id));
    await settleInviteNotification(services, account.user.id, invite.id, 'declined');
    return c.json({ status: 'success', message: 'Declined workspace invitation' });
  });

  return routes;
}
