import type { Convention, HttpMethod } from '../core/types';

/** The query parameter carrying the current workspace (doc 000 §7). */
export const WORKSPACE_ID_PARAM = 'workspaceId';

const WORKSPACE_SCOPED_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT'];

function queryOf(path: string): string {
  const queryAt = path.indexOf('?');
  return queryAt === -1 ? '' : (path.slice(queryAt + 1).split('#', 1)[0] ?? '');
}

/**
 * When a current workspace id is set, GET, POST and PUT requests without `workspaceId` get it as a query
 * parameter. `0` is a real id (the default workspace). A `workspaceId` the caller gives wins, whether in the
 * params or already in the path; an explicit `null` keeps the request out of any workspace.
 */
export const addWorkspaceId: Convention = (draft, { workspaceId }) => {
  if (workspaceId === null || !WORKSPACE_SCOPED_METHODS.includes(draft.method)) return draft;
  if (draft.params[WORKSPACE_ID_PARAM] !== undefined) return draft;
  if (new URLSearchParams(queryOf(draft.path)).has(WORKSPACE_ID_PARAM)) return draft;
  return { ...draft, params: { ...draft.params, [WORKSPACE_ID_PARAM]: workspaceId } };
};
