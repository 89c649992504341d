import { LOUDNESS_MODES, type LoudnessMode } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Radio, RadioGroup } from '@tonearm/ui';
import { usePlayerSelector, usePlayerStore } from '../store/player-context';

const isLoudnessMode = (value: string): value is LoudnessMode =>
  (LOUDNESS_MODES as readonly string[]).includes(value);

/**
 * Loudness levelling by the tracks' ReplayGain: off, each track to the same loudness, or each album as one (its
 * quiet songs stay quiet). Styling hook: `[data-slot="loudness-setting"]`.
 */
export function LoudnessSetting({ className }: { className?: string }) {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const mode = usePlayerSelector((state) => state.loudnessMode);
  const labels: Record<LoudnessMode, string> = {
    off: trans('Off'),
    track: trans('Track'),
    album: trans('Album'),
  };
  return (
    <div data-slot="loudness-setting" className={className}>
      <RadioGroup
        label={trans('Loudness levelling')}
        orientation="horizontal"
        value={mode}
        onChange={(value) => {
          if (isLoudnessMode(value)) store.setLoudnessMode(value);
        }}
      >
        {LOUDNESS_MODES.map((option) => (
          <Radio key={option} value={option}>
            {labels[option]}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
