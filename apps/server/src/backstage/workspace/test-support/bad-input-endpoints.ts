/** A state-changing route of the workspace as the app-wide bad-input suite lists it (`http/bad-input.test.ts`). */
interface BadInputEndpoint {
  method: 'POST' | 'PUT' | 'DELETE';
  route: string;
  path: string;
  fields: string[];
  requiresFields?: boolean;
  /** Sent by the super admin, who holds `music.create`: a listener is refused before the body is read. */
  admin: true;
}

const id = '{[0-9]+}';
const endpoint = (
  method: BadInputEndpoint['method'],
  route: string,
  path: string,
  fields: string[],
): BadInputEndpoint => ({
  method,
  route: `/api/v1/backstage/workspace/${route}`,
  path: `/api/v1/backstage/workspace/${path}`,
  fields,
  admin: true,
});

/**
 * The workspace's state-changing routes with their bodies' fields. Bodies are checked before ownership, so the
 * admin (who owns no artist) gets 422 for bad input and 404 only for a good body.
 */
export const WORKSPACE_BAD_INPUT_ENDPOINTS: BadInputEndpoint[] = [
  endpoint('POST', 'uploads/check', 'uploads/check', ['durations']),
  endpoint('POST', 'import/files', 'import/files', ['file_entry_id']),
  endpoint('POST', 'import/publish', 'import/publish', ['tracks', 'album']),
  endpoint('POST', 'import/discard', 'import/discard', ['import_ids']),
  endpoint('PUT', `tracks/:id${id}`, 'tracks/1', [
    'name',
    'image',
    'artist_ids',
    'album_id',
    'genres',
    'tags',
    'description',
    'lyrics',
    'release_date',
    'src',
    'duration',
  ]),
  endpoint('DELETE', `tracks/:id${id}`, 'tracks/1', []),
  endpoint('PUT', `albums/:id${id}`, 'albums/1', [
    'name',
    'image',
    'artist_ids',
    'release_date',
    'genres',
    'tags',
    'track_ids',
  ]),
  endpoint('DELETE', `albums/:id${id}`, 'albums/1', []),
  endpoint('PUT', `artists/:id${id}`, 'artists/1', [
    'image',
    'links',
    'bio',
    'city',
    'country',
    'profile_images',
  ]),
];
