import { type Translate, useTrans } from '@tonearm/shell';
import { Button, cn } from '@tonearm/ui';
import { ToggleButton } from 'react-aria-components';
import {
  NextIcon,
  PauseIcon,
  PlayIcon,
  PreviousIcon,
  RepeatIcon,
  RepeatOneIcon,
  ShuffleIcon,
} from '../icons/icons';
import { usePlayerSelector, usePlayerStore } from '../store/player-context';

const toggleClass =
  'inline-flex size-8 items-center justify-center rounded-ui text-muted-foreground outline-none [&_svg]:size-4 data-[hovered]:bg-muted data-[selected]:text-primary data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus';

/** The button that plays or pauses the cued track. Styling hook: `[data-slot="play-button"]`. */
export function PlayButton({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const playing = usePlayerSelector((state) => state.playing);
  const hasTrack = usePlayerSelector((state) => state.queue.cued !== null);
  return (
    <Button
      data-slot="play-button"
      variant="primary"
      size={size}
      isIconOnly
      isDisabled={!hasTrack}
      aria-label={playing ? trans('Pause') : trans('Play')}
      className="rounded-full"
      onPress={() => store.togglePlay()}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </Button>
  );
}

/** The next-track button. */
export function NextButton() {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const hasTrack = usePlayerSelector((state) => state.queue.cued !== null);
  return (
    <Button
      variant="ghost"
      size="sm"
      isIconOnly
      isDisabled={!hasTrack}
      aria-label={trans('Next')}
      onPress={() => store.next()}
    >
      <NextIcon />
    </Button>
  );
}

/** The previous-track button: back a track, or to the start of this one once it has played a few seconds. */
export function PreviousButton({ className }: { className?: string }) {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const hasTrack = usePlayerSelector((state) => state.queue.cued !== null);
  return (
    <Button
      variant="ghost"
      size="sm"
      isIconOnly
      isDisabled={!hasTrack}
      aria-label={trans('Previous')}
      className={className}
      onPress={() => store.previous()}
    >
      <PreviousIcon />
    </Button>
  );
}

const repeatLabels = (trans: Translate) =>
  ({ off: trans('Enable repeat'), all: trans('Enable repeat one'), one: trans('Disable repeat') }) as const;

export interface PlaybackControlsProps {
  /**
   * Whether shuffle, previous and repeat show on phones too (the now-playing view); the bar keeps play and next.
   * @default false
   */
  full?: boolean;
  /** Extra classes for `[data-slot="playback-controls"]`. @default undefined */
  className?: string;
}

/**
 * Shuffle, previous, play or pause, next and repeat. Shuffle is a toggle (`aria-pressed`); repeat cycles off,
 * all, one, and its name says what the next press does. Styling hook: `[data-slot="playback-controls"]`.
 */
export function PlaybackControls({ full = false, className }: PlaybackControlsProps) {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const shuffle = usePlayerSelector((state) => state.queue.shuffle);
  const repeat = usePlayerSelector((state) => state.queue.repeat);
  const wideOnly = full ? undefined : 'max-[769px]:hidden';
  return (
    <div data-slot="playback-controls" className={cn('flex items-center justify-center gap-2', className)}>
      <ToggleButton
        aria-label={trans('Shuffle')}
        isSelected={shuffle}
        onChange={(selected) => store.setShuffle(selected)}
        className={cn(toggleClass, wideOnly)}
      >
        <ShuffleIcon />
      </ToggleButton>
      <PreviousButton {...(wideOnly ? { className: wideOnly } : {})} />
      <PlayButton />
      <NextButton />
      <ToggleButton
        aria-label={repeatLabels(trans)[repeat]}
        isSelected={repeat !== 'off'}
        onChange={() => store.cycleRepeat()}
        className={cn(toggleClass, wideOnly)}
      >
        {repeat === 'one' ? <RepeatOneIcon /> : <RepeatIcon />}
      </ToggleButton>
    </div>
  );
}
