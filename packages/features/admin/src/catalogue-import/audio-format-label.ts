import type { ImportAudioFormat } from '@tonearm/client/contract';

const CONTAINER_NAMES: Record<string, string> = { MPEG: 'MP3', FLAC: 'FLAC', WAVE: 'WAV', Ogg: 'Ogg' };

/** `3:05`, from milliseconds. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "MP3 · 3:05 · 128 kbps": the format, length and bitrate an admin checks before publishing. */
export function audioFormatLabel(format: ImportAudioFormat): string {
  const name =
    CONTAINER_NAMES[format.container] ?? (/AAC/.test(format.codec ?? '') ? 'AAC' : format.container);
  const parts = [name, formatDuration(format.duration)];
  if (format.bitrate) parts.push(`${Math.round(format.bitrate / 1000)} kbps`);
  return parts.join(' · ');
}
