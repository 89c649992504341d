import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { RecordingHttpClient } from './test-support/recording-http-client';
import {
  createWorkspace,
  declineWorkspaceInvite,
  getMyWorkspaces,
  inviteToWorkspace,
  joinWorkspace,
} from './workspaces';

const inviteId = '9e1f4b7a-2d3c-4e5f-8a9b-0c1d2e3f4a5b';

describe('joinWorkspace', () => {
  it('sends GET workspace/join/{inviteId} and reads the workspace id', async () => {
    const http = new RecordingHttpClient({ workspace: { id: 5, name: 'Label team', members_count: 4 } });
    const { workspace } = await joinWorkspace(http, inviteId);
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: `workspace/join/${inviteId}`,
      body: undefined,
      params: undefined,
      callName: 'GET workspace/join/{inviteId}',
    });
    expect(workspace.id).toBe(5);
  });

  it('rejects an answer without the workspace', async () => {
    await expect(joinWorkspace(new RecordingHttpClient({ status: 'success' }), inviteId)).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('declineWorkspaceInvite', () => {
  it('sends DELETE workspace/invite/{inviteId}', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await declineWorkspaceInvite(http, inviteId);
    expect(http.onlyRequest).toEqual({
      method: 'DELETE',
      path: `workspace/invite/${inviteId}`,
      body: undefined,
      params: undefined,
      callName: 'DELETE workspace/invite/{inviteId}',
    });
  });

  it('rejects an answer that does not report success', async () => {
    await expect(declineWorkspaceInvite(new RecordingHttpClient(null), inviteId)).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('workspace management', () => {
  it('lists the signed-in user’s workspaces with GET me/workspaces', async () => {
    const http = new RecordingHttpClient({ workspaces: [{ id: 5, name: 'Label team', members_count: 4 }] });
    const { workspaces } = await getMyWorkspaces(http);
    expect(http.onlyRequest).toMatchObject({ method: 'GET', path: 'me/workspaces' });
    expect(workspaces[0]?.name).toBe('Label team');
  });

  it('creates a workspace with POST workspace {name}', async () => {
    const http = new RecordingHttpClient({ workspace: { id: 6, name: 'Tour crew', members_count: 1 } });
    await createWorkspace(http, { name: 'Tour crew' });
    expect(http.onlyRequest).toMatchObject({
      method: 'POST',
      path: 'workspace',
      body: { name: 'Tour crew' },
    });
  });

  it('invites by e-mail with POST workspace/{id}/invite and rejects an answer without invites', async () => {
    const http = new RecordingHttpClient({ invites: [{ id: inviteId, email: 'sam@tonearm.test' }] });
    await inviteToWorkspace(http, 6, { emails: ['sam@tonearm.test'] });
    expect(http.onlyRequest).toMatchObject({
      method: 'POST',
      path: 'workspace/6/invite',
      body: { emails: ['sam@tonearm.test'] },
      callName: 'POST workspace/{id}/invite',
    });
    await expect(inviteToWorkspace(new RecordingHttpClient({}), 6, { emails: ['a@b.co'] })).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
