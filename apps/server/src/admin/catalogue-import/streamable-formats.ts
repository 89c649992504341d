/**
 * Which audio the server may publish: what browsers play from a plain `<audio>` source (MP3, AAC in MP4, Vorbis or
 * Opus or FLAC in Ogg, FLAC, PCM WAV). Decided on the container and codec read from the bytes, never on the file's
 * extension, so a renamed file is judged by what it is.
 */
export type StreamableVerdict =
  | { streamable: true; mime: string; extension: string }
  | { streamable: false; format: string };

/** music-metadata's names for the MP4 family of containers (by their `ftyp` brand). */
export const MP4_CONTAINER = /^(m4a|m4b|mp4|mp42|mp41|isom|iso\d|3gp|dash|f4a)/i;

/** The verdict for music-metadata's `container` and `codec`. */
export function streamableVerdict(
  container: string | undefined,
  codec: string | undefined,
): StreamableVerdict {
  const box = (container ?? '').trim();
  const stream = (codec ?? '').trim();
  if (box === 'MPEG') {
    return /Layer 3$/.test(stream)
      ? { streamable: true, mime: 'audio/mpeg', extension: 'mp3' }
      : { streamable: false, format: stream || 'MPEG audio' };
  }
  if (box === 'FLAC') return { streamable: true, mime: 'audio/flac', extension: 'flac' };
  if (box === 'WAVE') {
    return /^(PCM|IEEE_FLOAT)$/i.test(stream)
      ? { streamable: true, mime: 'audio/wav', extension: 'wav' }
      : { streamable: false, format: `WAV (${stream || 'unknown codec'})` };
  }
  if (box === 'Ogg') {
    return /^(Opus|Vorbis I|FLAC)$/.test(stream)
      ? { streamable: true, mime: 'audio/ogg', extension: stream === 'Opus' ? 'opus' : 'ogg' }
      : { streamable: false, format: `Ogg ${stream || 'audio'}` };
  }
  if (MP4_CONTAINER.test(box)) {
    if (/^MPEG-4\/AAC/.test(stream)) return { streamable: true, mime: 'audio/mp4', extension: 'm4a' };
    return {
      streamable: false,
      format: stream === 'ALAC' ? 'ALAC (Apple Lossless)' : `MP4 (${stream || 'unknown codec'})`,
    };
  }
  return { streamable: false, format: [box, stream].filter(Boolean).join(' ') || 'unknown' };
}

/** The refusal an admin reads for a file whose format browsers cannot stream. */
export function refusedFormatMessage(format: string): string {
  return `${format} audio cannot be streamed to browsers. Convert it to MP3, AAC (M4A), Ogg Vorbis or Opus, FLAC or WAV and upload it again.`;
}

/** The refusal for a file that is not audio the server can read at all. */
export const UNREADABLE_AUDIO_MESSAGE =
  'This file is not audio the server can read. Upload MP3, AAC (M4A), Ogg Vorbis or Opus, FLAC or WAV.';
