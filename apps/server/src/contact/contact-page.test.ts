import { acknowledgementSchema } from '@tonearm/client/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL } from '../config/env';
import { contactMessages } from '../db/schema';
import { writeSetting } from '../settings/settings-store';
import { lastMailTo } from '../test-support/mailbox';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

let app: TestServer;
let count = 0;

beforeAll(async () => {
  // Each test writes from its own address, so the per-address limit of one does not reach the others.
  app = await startTestServer({ TRUST_PROXY: '1' });
  // The first requests of a fresh server warm its database up; keep that out of the first test's time.
  await new TestVisitor(app.url).open();
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;

async function visitor() {
  const agent = await new TestVisitor(app.url).open();
  const address = `10.0.0.${++count}`;
  return {
    agent,
    send: (body: unknown) =>
      agent.post('/api/v1/contact-page', body, { headers: { 'X-Forwarded-For': address } }),
  };
}

async function lastStored() {
  const [row] = await db().select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
  return row;
}

describe('POST api/v1/contact-page from the contact form', () => {
  it('stores the message, mails it to the first admin and answers the toast', async () => {
    const { send } = await visitor();
    const answer = await send({ name: 'Ada', email: 'ada@example.com', message: 'Love the new player!' });
    expect(answer.status).toBe(200);
    expect(acknowledgementSchema.parse(answer.json)).toEqual({
      status: 'success',
      message: 'Your message has been submitted.',
    });
    expect(await lastStored()).toMatchObject({
      kind: 'contact',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Love the new player!',
      link: null,
    });
    const mail = await lastMailTo(db(), DEFAULT_ADMIN_EMAIL);
    expect(mail?.subject).toBe('New message from the Tonearm contact page');
    expect(mail?.text).toBe('From: Ada <ada@example.com>\n\nLove the new player!');
  });

  it('requires name, email and message, and an email address that is one', async () => {
    const { send } = await visitor();
    const empty = await send({ name: ' ', message: '' });
    expect(empty.status).toBe(422);
    expect(empty.json).toMatchObject({
      errors: {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        message: ['The message field is required.'],
      },
    });
    const badEmail = await send({ name: 'Ada', email: 'ada-at-example', message: 'Hi' });
    expect(badEmail.status).toBe(422);
    expect(badEmail.json).toEqual({
      message: 'The email field must be a valid email address.',
      errors: { email: ['The email field must be a valid email address.'] },
    });
    const wrongTypes = await send({ name: 42, email: ['a@b.c'], message: { text: 'x' } });
    expect(wrongTypes.status).toBe(422);
  });

  it('refuses malformed JSON and oversized messages', async () => {
    const { agent } = await visitor();
    const malformed = await agent.request('/api/v1/contact-page', {
      method: 'POST',
      body: '{"name":',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.1.0.1' },
    });
    expect(malformed.status).toBe(400);
    const { send } = await visitor();
    const long = await send({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5001) });
    expect(long.status).toBe(422);
    expect(long.json).toMatchObject({
      errors: { message: ['The message field must not be greater than 5000 characters.'] },
    });
  });

  it('mails the address in the mail.contact_page_address setting when there is one', async () => {
    await writeSetting(db(), 'mail', { contact_page_address: 'team@tonearm.test' });
    try {
      const { send } = await visitor();
      expect((await send({ name: 'Bo', email: 'bo@example.com', message: 'Hello team' })).status).toBe(200);
      expect((await lastMailTo(db(), 'team@tonearm.test'))?.text).toContain('Hello team');
    } finally {
      await writeSetting(db(), 'mail', {});
    }
  });

  it('answers 429 once one address has sent ten messages within the hour', async () => {
    const { send } = await visitor();
    for (let sent = 0; sent < 10; sent++) {
      expect((await send({ name: 'Bot', email: 'bot@example.com', message: `Spam ${sent}` })).status).toBe(
        200,
      );
    }
    const blocked = await send({ name: 'Bot', email: 'bot@example.com', message: 'Spam 10' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('600');
    expect(
      (await (await visitor()).send({ name: 'Ada', email: 'a@example.com', message: 'Hi' })).status,
    ).toBe(200);
  });
});

describe('POST api/v1/contact-page from the suggest-artist form', () => {
  it('takes a Spotify or YouTube link, stores it and keeps it at the end of the message', async () => {
    const { send } = await visitor();
    const link = 'https://music.youtube.com/channel/UCm1x2';
    const answer = await send({ name: 'The Lanterns', link, message: `They are great\n\n${link}` });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 'success',
      message: 'Thank you for your support. We will review your request within 24 hours',
    });
    // A guest who gives no address is stored without one rather than with a made-up one.
    expect(await lastStored()).toMatchObject({
      kind: 'suggest_artist',
      email: null,
      link,
      message: `They are great\n\n${link}`,
    });
    expect((await lastMailTo(db(), DEFAULT_ADMIN_EMAIL))?.text).toBe(
      `From: The Lanterns <no email given>\n\nThey are great\n\n${link}`,
    );
  });

  it('refuses any other link with the spec message', async () => {
    const { send } = await visitor();
    const answer = await send({
      name: 'X',
      link: 'https://soundcloud.com/x',
      message: 'https://soundcloud.com/x',
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      message: 'The link must contain a Spotify or YouTube link.',
      errors: { link: ['The link must contain a Spotify or YouTube link.'] },
    });
  });

  it("appends the link when the message lacks it and fills the email with a listener's own", async () => {
    const email = `fan${++count}@example.com`;
    const agent = await registerListener(app.url, email, 'correct horse');
    const link = 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF';
    const answer = await agent.post(
      '/api/v1/contact-page',
      { name: 'Band', link, message: 'Please add them' },
      { headers: { 'X-Forwarded-For': `10.2.0.${count}` } },
    );
    expect(answer.status).toBe(200);
    expect(await lastStored()).toMatchObject({ email, message: `Please add them\n\n${link}` });
  });
});

describe('POST api/v1/contact-page from the import-playlist form', () => {
  it('takes a Spotify playlist link and names a guest who gave no name', async () => {
    const { send } = await visitor();
    const link = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
    const answer = await send({ email: 'dj@example.com', import_playlist_spotify: link, message: link });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'success', message: 'Thank you, we will review your request.' });
    expect(await lastStored()).toMatchObject({
      kind: 'import_playlist',
      name: 'Anonymous visitor',
      email: 'dj@example.com',
      link,
      message: link,
    });
    expect((await lastMailTo(db(), DEFAULT_ADMIN_EMAIL))?.subject).toBe(
      'New playlist import request on Tonearm',
    );
  });

  it('refuses a link that is not a Spotify playlist with the spec message', async () => {
    const { send } = await visitor();
    const link = 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy';
    const answer = await send({ email: 'dj@example.com', import_playlist_spotify: link, message: link });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      message: 'It must be a valid Spotify playlist link.',
      errors: { import_playlist_spotify: ['It must be a valid Spotify playlist link.'] },
    });
  });

  it('requires the email', async () => {
    const { send } = await visitor();
    const link = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
    const answer = await send({ import_playlist_spotify: link, message: link });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ errors: { email: ['The email field is required.'] } });
  });
});
