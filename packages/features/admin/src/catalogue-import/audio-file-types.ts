/** What the upload drop zones take: audio by type or by extension; the server decides on the bytes. */
export const AUDIO_FILE_TYPES = [
  'audio/*',
  '.mp3',
  '.m4a',
  '.aac',
  '.mp4',
  '.ogg',
  '.oga',
  '.opus',
  '.flac',
  '.wav',
] as const;
