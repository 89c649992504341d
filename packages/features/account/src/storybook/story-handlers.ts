import type { Session, User } from '@tonearm/client/contract';
import { delay, HttpResponse, type HttpResponseResolver, http } from 'msw';
import { STORY_VALUE_LISTS, storySessions } from './account-story-data';
import { STORY_QR_CODE } from './story-qr-code';

type OverriddenMethod = 'PUT' | 'PATCH' | 'DELETE';

/**
 * A PUT, PATCH or DELETE as the client sends it (doc 000 §7): a POST whose `_method` names the real method. Other
 * POSTs to the same path fall through to the next handler.
 */
export function overridden(method: OverriddenMethod, path: string, resolver: HttpResponseResolver) {
  return http.post(path, (info) =>
    new URL(info.request.url).searchParams.get('_method') === method ? resolver(info) : undefined,
  );
}

/** The server's answers in the shapes `apps/server` sends. */
export const answers = {
  ok: (message?: string) => HttpResponse.json({ status: 'success', ...(message ? { message } : {}) }),
  user: (user: User) => HttpResponse.json({ user }),
  fieldErrors: (errors: Record<string, string[]>) =>
    HttpResponse.json(
      { message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors },
      { status: 422 },
    ),
  wrongPassword: () => answers.fieldErrors({ password: ['The provided password was incorrect.'] }),
  serverError: () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
  notFound: () => HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
  /** Never answers, to show a request in flight. */
  pending: async () => {
    await delay('infinite');
    return HttpResponse.json({});
  },
};

/** `GET users/me` answering with `user` (the user after a change, when a story needs it). */
export const userMe = (user: User | (() => User)) =>
  http.get('/api/v1/users/me', () => answers.user(typeof user === 'function' ? user() : user));

/** `GET auth/user/confirmed-password-status` answering `confirmed`. */
export const passwordStatus = (confirmed: boolean) =>
  http.get('/auth/user/confirmed-password-status', () => HttpResponse.json({ confirmed }));

/** `POST auth/user/confirm-password` accepting only `secret`. */
export const confirmPasswordAcceptingSecret = http.post(
  '/auth/user/confirm-password',
  async ({ request }) => {
    const { password } = (await request.json()) as { password?: string };
    return password === 'secret' ? answers.ok() : answers.wrongPassword();
  },
);

/** The reads every account-settings page makes. */
export function accountPageReads({ user, sessions = storySessions() }: { user: User; sessions?: Session[] }) {
  return [
    userMe(user),
    http.get('/api/v1/user-sessions', () => HttpResponse.json({ sessions })),
    http.get('/api/v1/value-lists/:names', () => HttpResponse.json(STORY_VALUE_LISTS)),
    http.get('/auth/user/two-factor/qr-code', () => HttpResponse.json(STORY_QR_CODE)),
    passwordStatus(false),
  ];
}
