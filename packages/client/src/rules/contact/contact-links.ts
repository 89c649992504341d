/** The refusals of doc 001 §5, word for word; the forms and the server show the same text. */
export const SUGGESTED_LINK_MESSAGE = 'The link must contain a Spotify or YouTube link.';
export const PLAYLIST_LINK_MESSAGE = 'It must be a valid Spotify playlist link.';

// A Spotify or YouTube host anywhere in the text, any subdomain (open., music., m.), .com or .it, or youtu.be.
const MUSIC_SERVICE_HOST =
  /(?:^|[^a-z0-9-])(?:[a-z0-9-]+\.)*(?:spotify\.(?:com|it)|youtube\.(?:com|it)|youtu\.be)(?:[/:?#]|$)/i;

// A Spotify address whose path has a /playlist/{id} segment (also under a locale or user prefix).
const SPOTIFY_PLAYLIST =
  /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)*spotify\.(?:com|it)\/(?:[^\s?#]*\/)?playlist\/[a-z0-9]+(?:[/?#]\S*)?$/i;

/** Whether a suggested artist's link contains a Spotify or YouTube address (doc 001 §5). */
export const isMusicServiceLink = (link: string): boolean => MUSIC_SERVICE_HOST.test(link);

/** Whether a link is a Spotify playlist address, with `/playlist/` (doc 001 §5). */
export const isSpotifyPlaylistLink = (link: string): boolean => SPOTIFY_PLAYLIST.test(link.trim());
