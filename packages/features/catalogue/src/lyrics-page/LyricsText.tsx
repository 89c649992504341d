import type { Lyric } from '@tonearm/client/contract';
import { LyricsPanel, usePlayerSelector } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { useMemo } from 'react';
import { toPlayerLyrics } from './lyrics-target';

export interface LyricsTextProps {
  lyric: Lyric;
  /** Whether synced lines follow the player's position (the track is the one in the player). */
  follow: boolean;
}

/**
 * A track's lyrics on the lyrics page: the player's lyrics panel, whose current line is highlighted
 * (`aria-current`) and scrolled into view, without smooth scrolling under reduced motion.
 */
export function LyricsText({ lyric, follow }: LyricsTextProps) {
  const { trans } = useTrans();
  const lyrics = useMemo(() => toPlayerLyrics(lyric), [lyric]);
  // A track that is not playing has no line being sung: -1 is before every line.
  const positionMs = usePlayerSelector((state) => (follow ? state.positionMs : -1));
  if (lyrics.lines.every((line) => line.text.trim() === '')) {
    return <p className="text-lg text-muted-foreground">{trans('No lyrics found for this track.')}</p>;
  }
  return <LyricsPanel lyrics={lyrics} positionMs={positionMs} className="px-0 text-xl md:text-2xl" />;
}
