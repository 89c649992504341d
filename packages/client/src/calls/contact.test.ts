import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contactPagePayloadSchema } from '../contract';
import { importPlaylist, sendContactMessage, suggestArtist } from './contact';
import { RecordingHttpClient } from './test-support/recording-http-client';

const ok = { status: 'success' };

describe('sendContactMessage', () => {
  it('sends POST contact-page {name, email, message}', async () => {
    const http = new RecordingHttpClient(ok);
    const body = { name: 'Grace', email: 'grace@tonearm.example', message: 'Love the player.' };
    await sendContactMessage(http, body);
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'contact-page',
      body,
      params: undefined,
      callName: 'POST contact-page',
    });
  });

  it('rejects an answer that does not report success', async () => {
    const body = { name: 'Grace', email: 'grace@tonearm.example', message: 'Hi' };
    await expect(sendContactMessage(new RecordingHttpClient({ sent: true }), body)).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('suggestArtist', () => {
  const link = 'https://open.spotify.com/artist/0Pm8Vyg8bU8X3wSO2fYvm8';

  it('sends the suggestion to POST contact-page with the link appended to the message', async () => {
    const http = new RecordingHttpClient(ok);
    await suggestArtist(http, {
      name: 'Nils Frahm',
      email: 'grace@tonearm.example',
      link,
      message: 'Please add.',
    });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'contact-page',
      body: { name: 'Nils Frahm', email: 'grace@tonearm.example', link, message: `Please add.\n\n${link}` },
      params: undefined,
      callName: 'POST contact-page',
    });
  });

  it('sends the link alone as the message when none was written, and no email when none was given', async () => {
    const http = new RecordingHttpClient(ok);
    await suggestArtist(http, { name: 'Nils Frahm', link, message: '  ' });
    expect(http.onlyRequest.body).toEqual({ name: 'Nils Frahm', link, message: link });
  });

  it('builds a body the contact-page schema accepts with the link kept', async () => {
    const http = new RecordingHttpClient(ok);
    await suggestArtist(http, { name: 'Nils Frahm', link });
    expect(contactPagePayloadSchema.parse(http.onlyRequest.body)).toEqual(http.onlyRequest.body);
  });
});

describe('importPlaylist', () => {
  const link = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';

  it('sends import_playlist_spotify and email to POST contact-page with the link appended to the message', async () => {
    const http = new RecordingHttpClient(ok);
    await importPlaylist(http, { email: 'grace@tonearm.example', link, message: 'My running mix' });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'contact-page',
      body: {
        email: 'grace@tonearm.example',
        import_playlist_spotify: link,
        message: `My running mix\n\n${link}`,
      },
      params: undefined,
      callName: 'POST contact-page',
    });
  });

  it('builds a body the contact-page schema accepts with the playlist link kept', async () => {
    const http = new RecordingHttpClient(ok);
    await importPlaylist(http, { email: 'grace@tonearm.example', link, name: 'Grace' });
    expect(http.onlyRequest.body).toEqual({
      name: 'Grace',
      email: 'grace@tonearm.example',
      import_playlist_spotify: link,
      message: link,
    });
    expect(contactPagePayloadSchema.parse(http.onlyRequest.body)).toEqual(http.onlyRequest.body);
  });

  it('rejects an answer that does not report success', async () => {
    await expect(
      importPlaylist(new RecordingHttpClient(''), { email: 'grace@tonearm.example', link }),
    ).rejects.toThrow(z.core.$ZodError);
  });
});
