/** What a workspace page is about: a track, an album or an artist's profile. */
export type WorkspaceItemKind = 'tracks' | 'albums' | 'artists';

/** The edit page of one of the artist's items. */
export const editPath = (kind: WorkspaceItemKind, id: number) => `/backstage/${kind}/${id}`;

/** The insights page of one of the artist's items. */
export const insightsPath = (kind: WorkspaceItemKind, id: number) => `/backstage/${kind}/${id}/insights`;
