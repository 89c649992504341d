import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createApp } from '../app';
import { WORKSPACE_BAD_INPUT_ENDPOINTS } from '../backstage/workspace/test-support/bad-input-endpoints';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { projectRoot } from '../config/paths';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor, type Visit } from '../test-support/test-visitor';

/**
 * Every state-changing endpoint, with the fields its body needs (none for endpoints that take no body). The suite
 * checks below that this table lists every such route of the app, so a new endpoint cannot skip it.
 */
interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as declared. */
  route: string;
  /** A concrete address of it for the signed-in listener (`me`, a workspace of theirs). */
  path?: string;
  /** The body's fields; each gets a wrong type in turn. */
  fields: string[];
  /** Whether `{}` is refused (some bodies have only optional fields). @default true when there are fields */
  requiresFields?: boolean;
  /** Sent by the admin: a listener would be refused before the body is read. */
  admin?: boolean;
  /** What a malformed JSON body gets, when the route does not read JSON. @default [400] */
  malformedStatuses?: number[];
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    route: '/auth/register',
    fields: ['email', 'password', 'password_confirmation', 'policies'],
  },
  { method: 'POST', route: '/auth/login', fields: ['email', 'password', 'remember'] },
  { method: 'POST', route: '/auth/logout', fields: [] },
  { method: 'POST', route: '/auth/forgot-password', fields: ['email'] },
  {
    method: 'POST',
    route: '/auth/reset-password',
    fields: ['token', 'email', 'password', 'password_confirmation'],
  },
  { method: 'POST', route: '/auth/two-factor-challenge', fields: ['code'] },
  { method: 'POST', route: '/auth/login-link', fields: ['token'] },
  { method: 'POST', route: '/auth/user/confirm-password', fields: ['password'] },
  {
    method: 'PUT',
    route: '/auth/user/password',
    fields: ['current_password', 'password', 'password_confirmation', 'revoke_access_tokens'],
  },
  { method: 'POST', route: '/auth/user/two-factor-authentication', fields: [] },
  { method: 'DELETE', route: '/auth/user/two-factor-authentication', fields: [] },
  { method: 'POST', route: '/auth/user/confirmed-two-factor-authentication', fields: ['code'] },
  { method: 'POST', route: '/auth/user/two-factor-recovery-codes', fields: [] },
  { method: 'POST', route: '/auth/user/two-factor-recovery-codes/show', fields: ['password'] },
  { method: 'POST', route: '/secure/auth/social/connect', fields: ['password'] },
  {
    method: 'POST',
    route: '/secure/auth/social/:service/disconnect',
    path: '/secure/auth/social/google/disconnect',
    fields: [],
  },
  { method: 'POST', route: '/api/v1/resend-email-verification', fields: ['email'] },
  { method: 'POST', route: '/api/v1/validate-email-verification-otp', fields: ['code'] },
  {
    method: 'PUT',
    route: '/api/v1/users/:id',
    path: '/api/v1/users/me',
    fields: ['first_name', 'last_name', 'language', 'country', 'timezone'],
    requiresFields: false,
  },
  { method: 'DELETE', route: '/api/v1/users/:id', path: '/api/v1/users/me', fields: [] },
  { method: 'POST', route: '/api/v1/users/me/locale', fields: ['locale'] },
  { method: 'POST', route: '/api/v1/users/:id/avatar', path: '/api/v1/users/me/avatar', fields: ['url'] },
  { method: 'DELETE', route: '/api/v1/users/:id/avatar', path: '/api/v1/users/me/avatar', fields: [] },
  { method: 'POST', route: '/api/v1/user-sessions/logout-other', fields: ['password'] },
  { method: 'POST', route: '/api/v1/access-tokens', fields: ['tokenName', 'abilities'] },
  { method: 'DELETE', route: '/api/v1/access-tokens/:id', path: '/api/v1/access-tokens/1', fields: [] },
  { method: 'POST', route: '/api/v1/notifications/mark-as-read', fields: ['ids'] },
  { method: 'PUT', route: '/api/v1/notifications/me/subscriptions', fields: ['selections'] },
  { method: 'POST', route: '/api/v1/workspace', fields: ['name'] },
  {
    method: 'POST',
    route: '/api/v1/workspace/:id/invite',
    path: '/api/v1/workspace/{workspace}/invite',
    fields: ['emails'],
  },
  {
    method: 'DELETE',
    route: '/api/v1/workspace/invite/:inviteId',
    path: '/api/v1/workspace/invite/nope',
    fields: [],
  },
  { method: 'POST', route: '/api/v1/recaptcha/verify', fields: ['token'] },
  { method: 'POST', route: '/api/v1/contact-page', fields: ['name', 'email', 'message'] },
  {
    method: 'PUT',
    route: '/api/v1/settings',
    fields: ['registration', 'require_email_confirmation'],
    admin: true,
  },
  { method: 'PUT', route: '/api/v1/admin/settings', fields: ['changes'], admin: true },
  { method: 'POST', route: '/api/v1/admin/settings/cache/clear', fields: [], admin: true },
  {
    method: 'POST',
    route: '/api/v1/file-entries',
    fields: ['file', 'clientMime', 'clientExtension', 'disk', 'parentId', 'relativePath', 'workspaceId'],
    // A multipart form streamed to disk: a JSON body of any kind is a form without its file.
    malformedStatuses: [422],
  },
  { method: 'POST', route: '/api/v1/file-entries/delete', fields: ['paths', 'entryIds', 'deleteForever'] },
  // tus takes its arguments in headers; a JSON body is not a chunk.
  { method: 'POST', route: '/api/v1/tus/upload', fields: [] },
  {
    method: 'PATCH',
    route: '/api/v1/tus/upload/:uploadKey',
    path: '/api/v1/tus/upload/0123456789abcdef0123456789abcdef',
    fields: [],
  },
  {
    method: 'DELETE',
    route: '/api/v1/tus/upload/:uploadKey',
    path: '/api/v1/tus/upload/0123456789abcdef0123456789abcdef',
    fields: [],
  },
  { method: 'POST', route: '/api/v1/tus/entries', fields: ['uploadKey'] },
  {
    method: 'POST',
    route: '/api/v1/s3/simple/presign',
    fields: ['filename', 'mime', 'size', 'extension', 'disk', 'parentId', 'workspaceId'],
  },
  {
    method: 'POST',
    route: '/api/v1/s3/multipart/create',
    fields: ['filename', 'mime', 'size', 'extension', 'disk', 'parentId', 'workspaceId'],
  },
  { method: 'POST', route: '/api/v1/s3/multipart/get-uploaded-parts', fields: ['key', 'uploadId'] },
  {
    method: 'POST',
    route: '/api/v1/s3/multipart/batch-sign-part-urls',
    fields: ['partNumbers', 'uploadId', 'key'],
  },
  { method: 'POST', route: '/api/v1/s3/multipart/complete', fields: ['key', 'uploadId', 'parts'] },
  { method: 'POST', route: '/api/v1/s3/multipart/abort', fields: ['key', 'uploadId'] },
  {
    method: 'POST',
    route: '/api/v1/s3/entries',
    fields: ['clientMime', 'clientName', 'filename', 'size', 'clientExtension', 'disk', 'parentId'],
  },
  // The catalogue and listening data.
  { method: 'POST', route: '/api/v1/artists', fields: ['name', 'bio', 'links', 'genres'], admin: true },
  {
    method: 'POST',
    route: '/api/v1/albums',
    fields: ['name', 'release_date', 'artist_ids', 'tags'],
    admin: true,
  },
  {
    method: 'POST',
    route: '/api/v1/tracks',
    fields: ['name', 'duration', 'src', 'artist_ids', 'album_id', 'lyrics'],
    admin: true,
  },
  { method: 'POST', route: '/api/v1/playlists', fields: ['name', 'description', 'public', 'collaborative'] },
  {
    method: 'PUT',
    route: '/api/v1/playlists/:id',
    path: '/api/v1/playlists/{playlist}',
    fields: ['name', 'description', 'public', 'collaborative', 'image'],
  },
  { method: 'DELETE', route: '/api/v1/playlists/:id', path: '/api/v1/playlists/{playlist}', fields: [] },
  {
    method: 'POST',
    route: '/api/v1/playlists/:id/tracks/add',
    path: '/api/v1/playlists/{playlist}/tracks/add',
    fields: ['ids'],
  },
  {
    method: 'POST',
    route: '/api/v1/playlists/:id/tracks/remove',
    path: '/api/v1/playlists/{playlist}/tracks/remove',
    fields: ['ids'],
  },
  {
    method: 'POST',
    route: '/api/v1/playlists/:id/tracks/order',
    path: '/api/v1/playlists/{playlist}/tracks/order',
    fields: ['ids'],
  },
  {
    method: 'POST',
    route: '/api/v1/playlists/:id/follow',
    path: '/api/v1/playlists/{playlist}/follow',
    fields: [],
  },
  {
    method: 'POST',
    route: '/api/v1/playlists/:id/unfollow',
    path: '/api/v1/playlists/{playlist}/unfollow',
    fields: [],
  },
  { method: 'POST', route: '/api/v1/users/me/add-to-library', fields: ['likeables'] },
  { method: 'POST', route: '/api/v1/users/me/remove-from-library', fields: ['likeables'] },
  { method: 'POST', route: '/api/v1/users/me/reposts/toggle', fields: ['repostable_id', 'repostable_type'] },
  { method: 'POST', route: '/api/v1/users/:id/follow', path: '/api/v1/users/1/follow', fields: [] },
  { method: 'POST', route: '/api/v1/users/:id/unfollow', path: '/api/v1/users/1/unfollow', fields: [] },
  { method: 'POST', route: '/api/v1/player/tracks', fields: ['queueId', 'lastTrackId', 'perPage'] },
  {
    method: 'POST',
    route: '/api/v1/tracks/plays/:id/log',
    path: '/api/v1/tracks/plays/1/log',
    fields: ['queueId'],
    requiresFields: false,
  },
  {
    method: 'POST',
    route: '/api/v1/comments',
    fields: ['commentable_id', 'commentable_type', 'content', 'position', 'parent_id'],
  },
  { method: 'DELETE', route: '/api/v1/comments/:id', path: '/api/v1/comments/1', fields: [] },
  {
    method: 'POST',
    route: '/api/v1/comments/:id{[0-9]+}/report',
    path: '/api/v1/comments/999999/report',
    fields: [],
  },
  // Billing: the listener holds one open checkout and, through another, a subscription.
  { method: 'POST', route: '/api/v1/billing/checkout', fields: ['product_id', 'price_id', 'gateway'] },
  {
    method: 'POST',
    route: '/api/v1/billing/checkout/:id/card',
    path: '/api/v1/billing/checkout/{checkout}/card',
    fields: ['card_number', 'expiry', 'cvc', 'name'],
  },
  {
    method: 'POST',
    route: '/api/v1/billing/checkout/:id/confirm',
    path: '/api/v1/billing/checkout/{checkout}/confirm',
    fields: [],
  },
  // No payment provider is configured here, so these refuse before reading a body.
  {
    method: 'POST',
    route: '/api/v1/billing/checkout/:gateway{stripe|paypal}/complete',
    path: '/api/v1/billing/checkout/stripe/complete',
    fields: [],
  },
  { method: 'POST', route: '/api/v1/billing/subscription/change', fields: ['product_id', 'price_id'] },
  { method: 'POST', route: '/api/v1/billing/subscription/cancel', fields: [] },
  { method: 'POST', route: '/api/v1/billing/subscription/resume', fields: [] },
  {
    method: 'POST',
    route: '/api/v1/billing/subscription/payment-method',
    fields: ['card_number', 'expiry', 'cvc', 'name'],
  },
  { method: 'POST', route: '/api/v1/billing/subscription/payment-method/complete', fields: [] },
  {
    method: 'POST',
    route: '/api/v1/backstage-requests',
    fields: [
      'type',
      'first_name',
      'last_name',
      'company',
      'artist_name',
      'artist_id',
      'role',
      'links',
      'proof_file_entry_id',
    ],
  },
  ...adminEndpoints(),
  ...WORKSPACE_BAD_INPUT_ENDPOINTS,
];

/** The admin area's state-changing endpoints, each sent by the admin (a listener is refused before the body). */
function adminEndpoints(): Endpoint[] {
  const id = '{[0-9]+}';
  const admin = (
    method: Endpoint['method'],
    route: string,
    path: string,
    fields: string[],
    options: Partial<Endpoint> = {},
  ): Endpoint => ({
    method,
    route: `/api/v1/admin/${route}`,
    path: `/api/v1/admin/${path}`,
    fields,
    admin: true,
    ...options,
  });
  const plan = [
    'name',
    'description',
    'position',
    'recommended',
    'hidden',
    'free',
    'feature_list',
    'permissions',
    'prices',
  ];
  const role = ['name', 'description', 'default', 'guests', 'permissions'];
  const customPage = ['title', 'slug', 'body', 'seo_title', 'seo_description', 'in_footer'];
  const channel = [
    'name',
    'slug',
    'description',
    'hide_title',
    'content_model',
    'content_type',
    'content_order',
    'layout',
    'nested_layout',
    'restriction',
    'restriction_genre_id',
    'auto_update_method',
    'auto_update_playlist_id',
    'pagination',
    'seo_title',
    'seo_description',
  ];
  return [
    admin('POST', 'appearance', 'appearance', ['changes']),
    admin('POST', 'users', 'users', [
      'first_name',
      'last_name',
      'email',
      'password',
      'roles',
      'email_verified',
    ]),
    admin(
      'PUT',
      `users/:id${id}`,
      'users/1',
      [
        'first_name',
        'last_name',
        'email',
        'email_verified',
        'roles',
        'language',
        'country',
        'timezone',
        'permissions',
      ],
      { requiresFields: false },
    ),
    admin('POST', `users/:id${id}/suspend`, 'users/1/suspend', ['until', 'reason'], {
      requiresFields: false,
    }),
    admin('POST', `users/:id${id}/unsuspend`, 'users/1/unsuspend', []),
    admin('DELETE', 'users/:ids{[0-9,]+}', 'users/999999', []),
    admin('DELETE', `users/:id${id}/sessions`, 'users/1/sessions', []),
    admin('DELETE', `users/:id${id}/two-factor`, 'users/1/two-factor', []),
    admin('POST', `users/:id${id}/password-reset`, 'users/1/password-reset', []),
    admin('POST', `users/:id${id}/email-verification`, 'users/1/email-verification', []),
    admin('DELETE', `users/:id${id}/tokens/:tokenId${id}`, 'users/1/tokens/999999', []),
    admin('POST', 'roles', 'roles', role),
    admin('PUT', `roles/:id${id}`, 'roles/1', role),
    admin('DELETE', 'roles/:ids', 'roles/999999', []),
    admin('POST', `roles/:id${id}/users`, 'roles/1/users', ['userIds']),
    admin('POST', `roles/:id${id}/users/remove`, 'roles/1/users/remove', ['userIds']),
    admin('POST', 'plans', 'plans', plan),
    admin('PUT', `plans/:id${id}`, 'plans/1', plan),
    admin('POST', `plans/:id${id}/sync`, 'plans/1/sync', []),
    admin('DELETE', 'plans/:ids', 'plans/999999', []),
    admin('POST', 'subscriptions', 'subscriptions', ['user_id', 'product_id', 'price_id', 'ends_at']),
    admin('PUT', `subscriptions/:id${id}`, 'subscriptions/1', ['product_id', 'price_id']),
    admin('POST', `subscriptions/:id${id}/cancel`, 'subscriptions/1/cancel', ['atPeriodEnd']),
    admin('POST', `subscriptions/:id${id}/resume`, 'subscriptions/1/resume', []),
    admin('DELETE', 'subscriptions/:ids', 'subscriptions/999999', []),
    admin('POST', 'catalogue-import/files', 'catalogue-import/files', ['file_entry_id']),
    admin('POST', 'catalogue-import/publish', 'catalogue-import/publish', ['tracks', 'album', 'album_id'], {
      requiresFields: true,
    }),
    admin('POST', 'catalogue-import/discard', 'catalogue-import/discard', ['import_ids']),
    admin('POST', 'tracks', 'tracks', [
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
    admin('PUT', `tracks/:id${id}`, 'tracks/1', [
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
    admin('DELETE', 'tracks/:ids', 'tracks/999999', []),
    admin('POST', 'albums', 'albums', [
      'name',
      'image',
      'artist_ids',
      'release_date',
      'genres',
      'tags',
      'track_ids',
    ]),
    admin('PUT', `albums/:id${id}`, 'albums/1', [
      'name',
      'image',
      'artist_ids',
      'release_date',
      'genres',
      'tags',
      'track_ids',
    ]),
    admin('DELETE', 'albums/:ids', 'albums/999999', []),
    admin('POST', 'artists', 'artists', [
      'name',
      'image',
      'verified',
      'links',
      'bio',
      'city',
      'country',
      'profile_images',
    ]),
    admin('PUT', `artists/:id${id}`, 'artists/1', [
      'name',
      'image',
      'verified',
      'links',
      'bio',
      'city',
      'country',
      'profile_images',
    ]),
    admin('DELETE', 'artists/:ids', 'artists/999999', []),
    admin('POST', 'genres', 'genres', ['name', 'display_name', 'image']),
    admin('PUT', `genres/:id${id}`, 'genres/1', ['name', 'display_name', 'image']),
    admin('DELETE', 'genres/:ids', 'genres/999999', []),
    admin('POST', 'channels', 'channels', channel),
    admin('PUT', `channels/:id${id}`, 'channels/1', channel),
    admin('DELETE', 'channels/:ids', 'channels/999999', []),
    admin('POST', `channels/:id${id}/content`, 'channels/1/content', ['model_type', 'id']),
    admin('POST', `channels/:id${id}/content/remove`, 'channels/1/content/remove', ['model_type', 'id']),
    admin('PUT', `channels/:id${id}/content`, 'channels/1/content', ['items']),
    admin('POST', `channels/:id${id}/update-content`, 'channels/1/update-content', []),
    admin('POST', `channels/:id${id}/home`, 'channels/1/home', []),
    admin('POST', 'channels/apply-preset', 'channels/apply-preset', ['preset']),
    admin('POST', 'tags', 'tags', ['name', 'display_name', 'type']),
    admin('PUT', `tags/:id${id}`, 'tags/1', ['name', 'display_name', 'type']),
    admin('DELETE', 'tags/:ids', 'tags/999999', []),
    admin('PUT', `comments/:id${id}`, 'comments/1', ['content']),
    admin('POST', 'comments/restore', 'comments/restore', ['commentIds']),
    admin('DELETE', 'comments/:ids', 'comments/999999', []),
    admin('PUT', `playlists/:id${id}`, 'playlists/1', [
      'name',
      'description',
      'public',
      'collaborative',
      'image',
    ]),
    admin('POST', 'playlists', 'playlists', [
      'name',
      'description',
      'public',
      'collaborative',
      'image',
      'owner_id',
    ]),
    admin('DELETE', 'playlists/:ids', 'playlists/999999', []),
    admin('POST', 'lyrics', 'lyrics', ['track_id', 'text', 'is_synced']),
    admin('PUT', `lyrics/:id${id}`, 'lyrics/1', ['track_id', 'text', 'is_synced']),
    admin('DELETE', 'lyrics/:ids', 'lyrics/999999', []),
    admin('POST', 'logs/schedule/:job/run', 'logs/schedule/abandoned-uploads/run', []),
    admin('DELETE', 'logs/error/:file', 'logs/error/tonearm-1999-01-01.log', []),
    admin(
      'POST',
      `backstage-requests/:id${id}/approve`,
      'backstage-requests/1/approve',
      ['notes', 'mark_artist_verified'],
      {
        requiresFields: false,
      },
    ),
    admin('POST', `backstage-requests/:id${id}/deny`, 'backstage-requests/1/deny', ['notes'], {
      requiresFields: false,
    }),
    admin('DELETE', 'backstage-requests/:ids', 'backstage-requests/999999', []),
    admin('POST', 'localizations', 'localizations', ['name', 'language']),
    admin('PUT', `localizations/:id${id}`, 'localizations/1', ['name']),
    admin('DELETE', 'localizations/:ids', 'localizations/999999', []),
    admin('PUT', `localizations/:id${id}/lines`, 'localizations/1/lines', ['lines']),
    admin('POST', `localizations/:id${id}/lines`, 'localizations/1/lines', ['key', 'value']),
    admin('POST', `localizations/:id${id}/upload`, 'localizations/1/upload', ['lines']),
    admin('POST', 'custom-pages', 'custom-pages', customPage),
    admin('PUT', `custom-pages/:id${id}`, 'custom-pages/1', customPage),
    admin('DELETE', 'custom-pages/:ids', 'custom-pages/999999', []),
    admin('PUT', 'ads', 'ads', [
      'disable',
      'general_top',
      'general_bottom',
      'artist_top',
      'artist_bottom',
      'album_above',
    ]),
  ];
}

const messageSchema = z.strictObject({ message: z.string().min(1) });
const validationSchema = z.strictObject({
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string().min(1)).min(1)),
});

// Above every route's limit, the avatar upload's 2 MB included.
const OVERSIZED = `{"name": "${'x'.repeat(3 * 1024 * 1024)}"}`;
// Something no field of the contract accepts: not a string, number, boolean, object of optional keys or flat array.
const WRONG_TYPE = [[]];

let app: TestServer;
let listener: TestVisitor;
let admin: TestVisitor;
let workspaceId = 0;
let playlistId = 0;
let checkoutId = '';

const paidPlanSchema = z.object({
  pagination: z.object({
    data: z.array(
      z.object({ id: z.number(), free: z.boolean(), prices: z.array(z.object({ id: z.number() })) }),
    ),
  }),
});
const checkoutSchema = z.object({ checkout: z.object({ id: z.string() }) });

/** Subscribes the listener through the test provider, and leaves one more checkout open for the card routes. */
async function subscribe(visitor: TestVisitor) {
  const products = paidPlanSchema.parse((await visitor.get('/api/v1/billing/products')).json);
  const plan = products.pagination.data.find((product) => !product.free && product.prices.length > 0);
  if (!plan) throw new Error('The demo plans have no paid plan.');
  const start = async () => {
    const started = await visitor.post('/api/v1/billing/checkout', {
      product_id: plan.id,
      price_id: plan.prices[0]?.id,
      gateway: 'test',
    });
    return checkoutSchema.parse(started.json).checkout.id;
  };
  checkoutId = await start();
  const paid = await start();
  const card = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Bad Input' };
  await visitor.post(`/api/v1/billing/checkout/${paid}/card`, card);
  const confirmed = await visitor.post(`/api/v1/billing/checkout/${paid}/confirm`, {});
  if (confirmed.status !== 200) throw new Error(`The listener could not subscribe: ${confirmed.text}`);
}

beforeAll(async () => {
  app = await startTestServer({ BILLING_TEST_PROVIDER: '1' });
  listener = await registerListener(app.url, 'bad-input@example.com', 'correct horse battery');
  const created = await listener.post('/api/v1/workspace', { name: 'Bad input' });
  workspaceId = (created.json as { workspace: { id: number } }).workspace.id;
  const playlist = await listener.post('/api/v1/playlists', { name: 'Bad input' });
  playlistId = (playlist.json as { playlist: { id: number } }).playlist.id;
  await subscribe(listener);
  admin = await new TestVisitor(app.url).open();
  const login = await admin.post('/auth/login', {
    email: DEFAULT_ADMIN_EMAIL,
    password: DEFAULT_ADMIN_PASSWORD,
    remember: false,
  });
  if (login.status !== 200) throw new Error(`The admin could not sign in: ${login.text}`);
}, 60_000);
afterAll(() => app?.stop());

const pathOf = (endpoint: Endpoint) =>
  (endpoint.path ?? endpoint.route)
    .replace('{workspace}', String(workspaceId))
    .replace('{playlist}', String(playlistId))
    .replace('{checkout}', checkoutId);

function send(endpoint: Endpoint, body: string) {
  return (endpoint.admin ? admin : listener).request(pathOf(endpoint), {
    method: endpoint.method,
    body,
    headers: { 'Content-Type': 'application/json' },
  });
}

function expectRefused(visit: Visit, statuses: number[], schema: z.ZodType) {
  expect(statuses, `${visit.status}: ${visit.text.slice(0, 300)}`).toContain(visit.status);
  expect(schema.safeParse(visit.json).success, visit.text.slice(0, 300)).toBe(true);
}

describe('bad input on every state-changing endpoint', () => {
  it('lists every POST, PUT, PATCH and DELETE route of the app', () => {
    const declared = createApp(app.server.services, projectRoot())
      .routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .map((route) => `${route.method} ${route.path}`);
    const listed = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`);
    expect([...new Set(declared)].sort()).toEqual([...listed].sort());
  });

  const withBody = ENDPOINTS.filter((endpoint) => endpoint.fields.length > 0);

  it.each(withBody)('$method $route answers 400 with a message to malformed JSON', async (endpoint) => {
    // The two-factor challenge refuses before reading any body when no login is pending.
    const statuses =
      endpoint.route === '/auth/two-factor-challenge' ? [400, 422] : (endpoint.malformedStatuses ?? [400]);
    const visit = await send(endpoint, '{"email": "a@example.com",');
    expectRefused(
      visit,
      statuses,
      statuses.includes(422) ? messageSchema.or(validationSchema) : messageSchema,
    );
  });

  it.each(withBody)(
    '$method $route answers 422 with field errors to a wrong type in each field',
    async (endpoint) => {
      for (const field of endpoint.fields) {
        const visit = await send(endpoint, JSON.stringify({ [field]: WRONG_TYPE }));
        expectRefused(visit, [422], validationSchema);
      }
      expectRefused(await send(endpoint, '[1, 2, 3]'), [422], validationSchema);
    },
  );

  it.each(withBody.filter((endpoint) => endpoint.requiresFields !== false))(
    '$method $route answers 422 with field errors to missing fields',
    async (endpoint) => {
      expectRefused(await send(endpoint, '{}'), [422], validationSchema);
    },
  );

  it.each(withBody)(
    '$method $route answers 422 with a message to a NUL character in a value or a name',
    async (endpoint) => {
      const [field = 'name'] = endpoint.fields;
      expectRefused(await send(endpoint, JSON.stringify({ [field]: 'a\u0000b' })), [422], validationSchema);
      expectRefused(
        await send(endpoint, JSON.stringify({ [`${field}\u0000`]: 'a' })),
        [422],
        validationSchema,
      );
    },
  );

  it.each(ENDPOINTS)('$method $route answers 413 with a message to an oversized body', async (endpoint) => {
    expectRefused(await send(endpoint, OVERSIZED), [413], messageSchema);
  });

  it.each(ENDPOINTS.filter((endpoint) => endpoint.fields.length === 0))(
    '$method $route, which takes no body, ignores a malformed one without failing',
    async (endpoint) => {
      const guest = await new TestVisitor(app.url).open();
      const visit = await guest.request(pathOf(endpoint), {
        method: endpoint.method,
        body: '{"oops": ',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(visit.status, visit.text.slice(0, 300)).toBeLessThan(500);
      expect(
        z
          .object({ message: z.string() })
          .or(z.object({ bootstrapData: z.unknown() }))
          .safeParse(visit.json).success,
      ).toBe(true);
    },
  );
});

describe('bad input in addresses', () => {
  it.each([
    ['a NUL character in the path', '/api/v1/workspace/join/ab%00cd'],
    ['a NUL character in the query', '/api/v1/notifications?page=1%00'],
    ['a page number past any number', '/api/v1/notifications?page=1e309'],
    ['a page number past any page', '/api/v1/notifications?page=99999999999999999999'],
  ])('answers 422 with a message to %s', async (_case, path) => {
    expectRefused(await listener.get(path), [422], validationSchema);
  });
});

describe('names that are also the names of object properties', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'answers 422 with field errors to a setting named %s',
    async (name) => {
      const visit = await admin.request('/api/v1/settings', {
        method: 'PUT',
        body: `{"${name}": {"x": 1}}`,
        headers: { 'Content-Type': 'application/json' },
      });
      expectRefused(visit, [422], validationSchema);
    },
  );
});
