import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { userJson } from '../contract/fixtures/laravel-payloads';
import {
  changeLocale,
  changePassword,
  deleteAccount,
  getUser,
  removeAvatar,
  updateAccountDetails,
  uploadAvatar,
} from './account';
import { RecordingHttpClient } from './test-support/recording-http-client';

const ok = { status: 'success' };

describe('getUser', () => {
  it('fetches GET users/me with roles, social profiles and tokens', async () => {
    const http = new RecordingHttpClient({ user: userJson });
    const { user } = await getUser(http, 'me');
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'users/me',
      body: undefined,
      params: { with: ['roles', 'social_profiles', 'tokens'] },
      callName: 'GET users/{id}',
    });
    expect(user.tokens?.[0]?.name).toBe('Home server');
  });

  it('passes an optional query alongside the relations', async () => {
    const http = new RecordingHttpClient({ user: userJson });
    await getUser(http, 1, { with: ['subscriptions'] });
    expect(http.onlyRequest).toMatchObject({ path: 'users/1', params: { with: ['subscriptions'] } });
  });

  it('rejects an answer whose user is malformed', async () => {
    await expect(getUser(new RecordingHttpClient({ user: { id: 'one' } }), 'me')).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('updateAccountDetails', () => {
  it('sends PUT users/{id} with the account details', async () => {
    const http = new RecordingHttpClient({ user: userJson });
    const body = {
      first_name: 'Ada',
      last_name: 'Byron',
      language: 'en',
      country: 'gb',
      timezone: 'Europe/London',
    };
    await updateAccountDetails(http, 1, body);
    expect(http.onlyRequest).toEqual({
      method: 'PUT',
      path: 'users/1',
      body,
      params: undefined,
      callName: 'PUT users/{id}',
    });
  });

  it('rejects an answer without the user', async () => {
    await expect(updateAccountDetails(new RecordingHttpClient(ok), 1, {})).rejects.toThrow(z.core.$ZodError);
  });
});

describe('avatar', () => {
  it('uploads a file as the multipart field `file` with POST users/{id}/avatar', async () => {
    const http = new RecordingHttpClient({ user: userJson });
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    await uploadAvatar(http, 1, file);
    const { method, path, body, callName } = http.onlyRequest;
    expect({ method, path, callName }).toEqual({
      method: 'POST',
      path: 'users/1/avatar',
      callName: 'POST users/{id}/avatar',
    });
    expect(body).toBeInstanceOf(FormData);
    expect(await ((body as FormData).get('file') as Blob).text()).toBe('png-bytes');
  });

  it('sends an avatar address as `{url}`', async () => {
    const http = new RecordingHttpClient({ user: userJson });
    await uploadAvatar(http, 1, { url: 'https://images.example/ada.png' });
    expect(http.onlyRequest.body).toEqual({ url: 'https://images.example/ada.png' });
  });

  it('removes the avatar with DELETE users/{id}/avatar', async () => {
    const http = new RecordingHttpClient({ user: { ...userJson, image: null } });
    const { user } = await removeAvatar(http, 1);
    expect(http.onlyRequest).toEqual({
      method: 'DELETE',
      path: 'users/1/avatar',
      body: undefined,
      params: undefined,
      callName: 'DELETE users/{id}/avatar',
    });
    expect(user.image).toBeNull();
  });

  it('rejects an avatar answer without the user', async () => {
    await expect(removeAvatar(new RecordingHttpClient({}), 1)).rejects.toThrow(z.core.$ZodError);
  });
});

describe('deleteAccount', () => {
  it('sends DELETE users/{id}?deleteCurrentUser=true', async () => {
    const http = new RecordingHttpClient(ok);
    await deleteAccount(http, 1);
    expect(http.onlyRequest).toEqual({
      method: 'DELETE',
      path: 'users/1',
      body: undefined,
      params: { deleteCurrentUser: 'true' },
      callName: 'DELETE users/{id}',
    });
  });

  it('rejects an answer that does not report success', async () => {
    await expect(deleteAccount(new RecordingHttpClient({ status: 'error' }), 1)).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('changePassword', () => {
  it('sends PUT auth/user/password with the current and new passwords', async () => {
    const http = new RecordingHttpClient(ok);
    const body = { current_password: 'old', password: 'new-secret', password_confirmation: 'new-secret' };
    await changePassword(http, body);
    expect(http.onlyRequest).toEqual({
      method: 'PUT',
      path: 'auth/user/password',
      body,
      params: undefined,
      callName: 'PUT auth/user/password',
    });
  });

  it('rejects an empty answer', async () => {
    const body = { current_password: 'old', password: 'new', password_confirmation: 'new' };
    await expect(changePassword(new RecordingHttpClient(''), body)).rejects.toThrow(z.core.$ZodError);
  });
});

describe('changeLocale', () => {
  it('sends POST users/me/locale with the locale and reads the localization', async () => {
    const http = new RecordingHttpClient({ locale: { language: 'fr', name: 'French', lines: [] } });
    const { locale } = await changeLocale(http, { locale: 'fr' });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'users/me/locale',
      body: { locale: 'fr' },
      params: undefined,
      callName: 'POST users/me/locale',
    });
    expect(locale).toEqual({ language: 'fr', name: 'French', lines: {} });
  });

  it('rejects an answer that is only the language code', async () => {
    await expect(changeLocale(new RecordingHttpClient({ locale: 'fr' }), { locale: 'fr' })).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
