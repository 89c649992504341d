import { expect, type Page } from '@playwright/test';
import { postAsPage } from '../../account/support/accounts';

/**
 * Creates a workspace owned by `page`'s listener and invites `email` to it through the API, which notifies that
 * listener with a real workspace invitation. Answers the workspace's id.
 */
export async function inviteToNewWorkspace(page: Page, name: string, email: string): Promise<number> {
  const created = await postAsPage(page, '/api/v1/workspace', { name });
  expect(created.status(), await created.text()).toBe(200);
  const { workspace } = (await created.json()) as { workspace: { id: number } };
  const invited = await postAsPage(page, `/api/v1/workspace/${workspace.id}/invite`, { emails: [email] });
  expect(invited.status(), await invited.text()).toBe(200);
  return workspace.id;
}
