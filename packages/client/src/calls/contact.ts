import {
  type Acknowledgement,
  acknowledgementSchema,
  type ContactMessage,
  type ImportPlaylistPayload,
  type ImportPlaylistRequest,
  type SuggestArtistPayload,
  type SuggestArtistRequest,
} from '../contract';
import type { HttpClient } from '../core/types';

/** The message with the link on its own paragraph after it, so the operator reading it sees the link (doc 001 §7). */
function withLinkAppended(message: string | undefined, link: string): string {
  const text = message?.trim() ?? '';
  return text === '' ? link : `${text}\n\n${link}`;
}

function postContactPage(
  http: HttpClient,
  body: ContactMessage | SuggestArtistRequest | ImportPlaylistRequest,
): Promise<Acknowledgement> {
  return http.post('contact-page', body, { schema: acknowledgementSchema, callName: 'POST contact-page' });
}

/** `POST contact-page` with the contact form's name, email and message. */
export function sendContactMessage(http: HttpClient, body: ContactMessage): Promise<Acknowledgement> {
  return postContactPage(http, body);
}

/** Suggest-artist through `POST contact-page`: the link is sent and also appended to `message`. */
export function suggestArtist(http: HttpClient, payload: SuggestArtistPayload): Promise<Acknowledgement> {
  const body: SuggestArtistRequest = {
    name: payload.name,
    link: payload.link,
    message: withLinkAppended(payload.message, payload.link),
  };
  if (payload.email) body.email = payload.email;
  return postContactPage(http, body);
}

/** Import-playlist through `POST contact-page` as `import_playlist_spotify`, the link also appended to `message`. */
export function importPlaylist(http: HttpClient, payload: ImportPlaylistPayload): Promise<Acknowledgement> {
  const body: ImportPlaylistRequest = {
    email: payload.email,
    import_playlist_spotify: payload.link,
    message: withLinkAppended(payload.message, payload.link),
  };
  if (payload.name) body.name = payload.name;
  return postContactPage(http, body);
}
