import { CHANNEL_PRESETS, type ChannelPreset } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { AlertDialog, Button, Menu, MenuItem, MenuTrigger } from '@tonearm/ui';
import { useState } from 'react';
import { channelPresetLabels } from '../channel-labels';

export interface ApplyPresetMenuProps {
  /** Applies the preset once the operator confirmed; a rejection keeps the confirmation open. */
  onApply: (preset: ChannelPreset) => Promise<void>;
}

/**
 * "Apply preset": a menu of the presets, each applied only after a confirmation that says every channel is
 * replaced and the home page moves to the preset's home channel.
 */
export function ApplyPresetMenu({ onApply }: ApplyPresetMenuProps) {
  const { trans } = useTrans();
  const labels = channelPresetLabels(trans);
  const [chosen, setChosen] = useState<ChannelPreset | null>(null);
  return (
    <>
      <MenuTrigger>
        <Button variant="outline">{trans('Apply preset')}</Button>
        <Menu onAction={(key) => setChosen(CHANNEL_PRESETS.find((preset) => preset === key) ?? null)}>
          {CHANNEL_PRESETS.map((preset) => (
            <MenuItem key={preset} id={preset} description={labels[preset].description}>
              {labels[preset].name}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
      <AlertDialog
        isOpen={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={trans('Apply the “:name” preset?', { name: chosen ? labels[chosen].name : '' })}
        confirmLabel={trans('Replace every channel')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() => (chosen ? onApply(chosen) : undefined)}
      >
        {trans(
          'Every channel is deleted, with what it holds, and the preset’s channels take their place. The home page then shows the preset’s home channel.',
        )}
      </AlertDialog>
    </>
  );
}
