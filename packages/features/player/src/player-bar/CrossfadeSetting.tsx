import { useTrans } from '@tonearm/shell';
import { Slider } from '@tonearm/ui';
import { usePlayerSelector, usePlayerStore } from '../store/player-context';
import { MAX_CROSSFADE_MS } from '../store/player-store';

/** The crossfade between tracks, from 0 (gapless) to 12 seconds. Styling hook: `[data-slot="crossfade-setting"]`. */
export function CrossfadeSetting({ className }: { className?: string }) {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const seconds = usePlayerSelector((state) => Math.round(state.crossfadeMs / 1000));
  return (
    <div data-slot="crossfade-setting" className={className}>
      <Slider
        label={trans('Crossfade')}
        minValue={0}
        maxValue={MAX_CROSSFADE_MS / 1000}
        step={1}
        value={seconds}
        formatValue={(value) =>
          value === 0 ? trans('Off (gapless)') : trans(':seconds s', { seconds: value })
        }
        onChange={(value) => store.setCrossfade(value * 1000)}
      />
    </div>
  );
}
