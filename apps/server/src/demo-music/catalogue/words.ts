import type { SongWords } from './lyrics';
import type { RenderedTrack } from './render-album';

/** `[mm:ss.xx]`, the LRC time tag, rounded down to the hundredth. */
export function lrcTime(seconds: number): string {
  const hundredths = Math.floor(seconds * 100);
  const minutes = Math.floor(hundredths / 6000);
  const rest = hundredths - minutes * 6000;
  const whole = Math.floor(rest / 100);
  return `[${String(minutes).padStart(2, '0')}:${String(whole).padStart(2, '0')}.${String(rest % 100).padStart(2, '0')}]`;
}

/**
 * The words of a track as stored: synced words become LRC with one line per melody phrase (verses in turn,
 * the chorus at each chorus), so the highlighted line follows the tune; plain words are the lines as written.
 */
export function wordsFor(words: SongWords, track: RenderedTrack): { synced: boolean; text: string } {
  if (!words.synced) {
    const stanzas = [...words.verses, ...(words.chorus.length > 0 ? [words.chorus] : [])];
    return { synced: false, text: stanzas.map((stanza) => stanza.join('\n')).join('\n\n') };
  }
  const lines: string[] = [];
  let verse = 0;
  let runSection: string | null = null;
  let runLines: string[] = [];
  let runIndex = 0;
  let previousSeconds = -Infinity;
  for (const phrase of track.phrases) {
    if (phrase.section !== 'verse' && phrase.section !== 'chorus') continue;
    if (phrase.section !== runSection) {
      runSection = phrase.section;
      runIndex = 0;
      if (phrase.section === 'chorus' && words.chorus.length > 0) {
        runLines = words.chorus;
      } else {
        runLines = words.verses[verse % words.verses.length] ?? [];
        verse++;
      }
    }
    const line = runLines[runIndex % Math.max(1, runLines.length)];
    runIndex++;
    if (line === undefined || phrase.seconds <= previousSeconds) continue;
    previousSeconds = phrase.seconds;
    lines.push(`${lrcTime(phrase.seconds)}${line}`);
  }
  return { synced: true, text: lines.join('\n') };
}

/** `count` peak levels (0..1) of the samples, one per equal slice. */
export function waveformOf(samples: Float32Array, count = 200): number[] {
  const peaks: number[] = [];
  for (let slice = 0; slice < count; slice++) {
    const start = Math.floor((slice * samples.length) / count);
    const end = Math.max(start + 1, Math.floor(((slice + 1) * samples.length) / count));
    let peak = 0;
    for (let i = start; i < end && i < samples.length; i++) {
      const magnitude = Math.abs(samples[i] ?? 0);
      if (magnitude > peak) peak = magnitude;
    }
    peaks.push(Math.round(Math.min(1, peak) * 1000) / 1000);
  }
  return peaks;
}
