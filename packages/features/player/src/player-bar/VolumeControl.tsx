import { useTrans } from '@tonearm/shell';
import { Button, formatPercent, Slider } from '@tonearm/ui';
import { MutedIcon, VolumeIcon } from '../icons/icons';
import { usePlayerSelector, usePlayerStore } from '../store/player-context';

/** The mute button and the volume slider. Styling hook: `[data-slot="volume-control"]`. */
export function VolumeControl({ className }: { className?: string }) {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const volume = usePlayerSelector((state) => state.volume);
  const muted = usePlayerSelector((state) => state.muted);
  const silent = muted || volume === 0;
  return (
    <div data-slot="volume-control" className={className}>
      <div className="flex w-36 items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          isIconOnly
          aria-label={muted ? trans('Unmute') : trans('Mute')}
          onPress={() => store.toggleMute()}
        >
          {silent ? <MutedIcon /> : <VolumeIcon />}
        </Button>
        <Slider
          aria-label={trans('Volume')}
          showValue={false}
          size="sm"
          minValue={0}
          maxValue={100}
          step={1}
          value={muted ? 0 : Math.round(volume * 100)}
          formatValue={formatPercent}
          onChange={(value) => store.setVolume(value / 100)}
        />
      </div>
    </div>
  );
}
