import { type Browser, expect, type Page, test } from '@playwright/test';
import { postAsPage, signUp, type TestAccount } from '../account/support/accounts';
import { toast } from '../account/support/toasts';
import { expectNoAxeViolations } from '../support/axe';
import { inviteToNewWorkspace } from './support/workspaces';

const list = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Notifications' });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** Signs a second listener up in a browser of their own, to own workspaces and invite `invitee` to them. */
async function ownerInviting(browser: Browser, invitee: TestAccount, workspaces: string[]) {
  const context = await browser.newContext();
  const ownerPage = await context.newPage();
  await signUp(ownerPage, 'owner');
  const ids: number[] = [];
  for (const name of workspaces) ids.push(await inviteToNewWorkspace(ownerPage, name, invitee.email));
  await context.close();
  return ids;
}

test.describe('notifications', () => {
  test('sends a guest to /login', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL('/login?redirectUri=%2Fnotifications');
  });

  test('shows unread notifications, reads one when it is pressed, then marks all as read', async ({
    page,
    browser,
  }) => {
    const invitee = await signUp(page, 'invitee');
    await ownerInviting(browser, invitee, ['Kind of Blue', 'Blue Train']);

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const items = list(page).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(list(page).locator('[data-unread]')).toHaveCount(2);
    await expect(items.first()).toContainText('invited you to join Blue Train.');
    await expect(items.first()).toContainText('a few seconds ago');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await expectNoAxeViolations(page);

    await items
      .first()
      .getByRole('button', { name: /^Unread: .* invited you to join Blue Train\.$/ })
      .click();
    await expect(list(page).locator('[data-unread]')).toHaveCount(1);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await page.reload();
    await expect(list(page).locator('[data-unread]')).toHaveCount(1);
    await expect(items.nth(1)).toHaveAttribute('data-unread');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(list(page).locator('[data-unread]')).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(list(page).locator('[data-unread]')).toHaveCount(0);
  });

  test("opens the bell's popover with the latest notifications and the empty state", async ({
    page,
    browser,
  }) => {
    const invitee = await signUp(page, 'invitee');
    await page.goto('/');
    await bell(page).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await expect(
      popover.getByText('Hang tight! Notifications will start showing up here soon.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell(page)).toBeFocused();

    await ownerInviting(browser, invitee, ['Giant Steps']);
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(page).press('Enter');
    await expect(popover.getByRole('listitem')).toContainText('invited you to join Giant Steps.');
    await expect(popover.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications/settings',
    );
    await expectNoAxeViolations(page);
    await popover.getByRole('link', { name: 'View all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(popover).toBeHidden();
  });

  test("saves channel preferences: 'Updated preferences'", async ({ page }) => {
    await signUp(page);
    await page.goto('/notifications/settings');
    const replies = page.getByRole('group', { name: 'Someone replies to my comment' });
    const email = replies.getByRole('checkbox', { name: 'Email' });
    await expect(email).toBeChecked();
    await email.press('Space');
    await expect(email).not.toBeChecked();
    await page.getByRole('button', { name: 'Update preferences' }).click();
    await expect(toast(page, 'Updated preferences')).toBeVisible();
    await page.reload();
    await expect(replies.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
    await expect(
      page
        .getByRole('group', { name: 'Someone invites me to a workspace' })
        .getByRole('checkbox', { name: 'Email' }),
    ).toBeChecked();
  });
});

test.describe('workspace invitations', () => {
  test('joins: the workspace becomes the active one', async ({ page, browser }) => {
    const invitee = await signUp(page, 'invitee');
    const [workspaceId] = await ownerInviting(browser, invitee, ['Kind of Blue']);
    await page.goto('/notifications');
    const invitation = list(page)
      .getByRole('listitem')
      .filter({ hasText: 'invited you to join Kind of Blue.' });
    await invitation.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(toast(page, 'Joined workspace')).toBeVisible();
    const cookie = (await page.context().cookies()).find(
      (candidate) => candidate.name === 'activeWorkspaceId',
    );
    expect(cookie?.value).toBe(String(workspaceId));
    await expect(invitation).not.toHaveAttribute('data-unread');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    const mine = await page.request.get('/api/v1/me/workspaces', { headers: { Accept: 'application/json' } });
    const { workspaces } = (await mine.json()) as { workspaces: { id: number }[] };
    expect(workspaces.map((workspace) => workspace.id)).toContain(workspaceId);
  });

  test('declines', async ({ page, browser }) => {
    const invitee = await signUp(page, 'invitee');
    const [workspaceId] = await ownerInviting(browser, invitee, ['Blue Train']);
    await page.goto('/notifications');
    const invitation = list(page)
      .getByRole('listitem')
      .filter({ hasText: 'invited you to join Blue Train.' });
    await invitation.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(toast(page, 'Declined workspace invitation')).toBeVisible();
    await expect(invitation).not.toHaveAttribute('data-unread');
    const cookie = (await page.context().cookies()).find(
      (candidate) => candidate.name === 'activeWorkspaceId',
    );
    expect(cookie).toBeUndefined();

    const mine = await page.request.get('/api/v1/me/workspaces', { headers: { Accept: 'application/json' } });
    const { workspaces } = (await mine.json()) as { workspaces: { id: number }[] };
    expect(workspaces.map((workspace) => workspace.id)).not.toContain(workspaceId);
  });

  test('says an answered invite is no longer valid and refreshes the list', async ({ page, browser }) => {
    const invitee = await signUp(page, 'invitee');
    await ownerInviting(browser, invitee, ['Giant Steps']);
    await page.goto('/notifications');
    const invitation = list(page)
      .getByRole('listitem')
      .filter({ hasText: 'invited you to join Giant Steps.' });
    await expect(invitation).toHaveAttribute('data-unread');

    // Answered elsewhere (another tab or device) after this page listed it.
    const listed = await page.request.get('/api/v1/notifications', {
      headers: { Accept: 'application/json' },
    });
    const { pagination } = (await listed.json()) as {
      pagination: { data: { data: { inviteId?: string } }[] };
    };
    const inviteId = pagination.data[0]?.data.inviteId;
    expect(inviteId).toBeTruthy();
    const declined = await postAsPage(page, `/api/v1/workspace/invite/${inviteId}?_method=DELETE`, {});
    expect(declined.status(), await declined.text()).toBe(200);

    await invitation.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(toast(page, 'This invite is no longer valid')).toBeVisible();
    // The refreshed list shows the invitation read, as the server settled it.
    await expect(invitation).not.toHaveAttribute('data-unread');
    const cookie = (await page.context().cookies()).find(
      (candidate) => candidate.name === 'activeWorkspaceId',
    );
    expect(cookie).toBeUndefined();
  });
});
