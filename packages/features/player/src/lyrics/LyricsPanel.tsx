import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import { useEffect, useRef } from 'react';
import { currentLyricLine, type Lyrics } from './current-lyric-line';

export interface LyricsPanelProps {
  /** The parsed lyrics; `null` when the track has none. */
  lyrics: Lyrics | null;
  /** The playing position, to highlight and follow the current line of synced lyrics. */
  positionMs: number;
  /**
   * Extra classes for `[data-slot="lyrics-panel"]`.
   * @default undefined
   */
  className?: string;
}

/**
 * The lyrics of the playing track. In synced lyrics the line being sung is highlighted (`aria-current`) and
 * scrolled into the middle of the panel as the song goes on. Styling hooks: `[data-slot="lyrics-panel"]`, lines
 * `[data-slot="lyrics-line"]` with `[data-current]`.
 */
export function LyricsPanel({ lyrics, positionMs, className }: LyricsPanelProps) {
  const { trans } = useTrans();
  const current = lyrics?.synced ? currentLyricLine(lyrics.lines, positionMs) : -1;
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (current < 0) return;
    const line = listRef.current?.children[current];
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // Scrolls the panel only (`nearest` keeps the page still around it).
    line?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [current]);

  if (!lyrics || lyrics.lines.length === 0) {
    return (
      <p data-slot="lyrics-panel" className={cn('p-4 text-muted-foreground', className)}>
        {trans('No lyrics for this track.')}
      </p>
    );
  }
  return (
    <ol
      ref={listRef}
      data-slot="lyrics-panel"
      aria-label={trans('Lyrics')}
      className={cn(
        'flex flex-col gap-3 overflow-y-auto px-4 py-6 font-semibold text-lg leading-snug',
        className,
      )}
    >
      {lyrics.lines.map((line, index) => (
        <li
          // Lines repeat (choruses): the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is what it is
          key={index}
          data-slot="lyrics-line"
          data-current={index === current || undefined}
          aria-current={index === current ? 'true' : undefined}
          className={cn(
            'transition-colors',
            lyrics.synced ? 'text-muted-foreground data-[current]:text-foreground' : 'text-foreground',
          )}
        >
          {line.text || '♪'}
        </li>
      ))}
    </ol>
  );
}
