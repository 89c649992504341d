import { useTrans } from '@tonearm/shell';
import { Button, Checkbox, Icon } from '@tonearm/ui';
import { ArrowDown, ArrowUp } from '@tonearm/ui/icons';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { SettingsFormValues } from '../settings-form';
import { artistTabLabels, artistTabsOf, artistTabsText, movedTab } from './artist-tabs-value';

export interface ArtistTabsFieldProps {
  control: Control<SettingsFormValues>;
  name: string;
  label: string;
  description: string | undefined;
  isDisabled: boolean;
}

/** The artist page's tabs in order: a box per tab shows or hides it, and buttons move it up or down. */
export function ArtistTabsField({ control, name, label, description, isDisabled }: ArtistTabsFieldProps) {
  const { trans } = useTrans();
  const labels = artistTabLabels(trans);
  const descriptionId = useId();
  const { field, fieldState } = useController({ control, name });
  const tabs = artistTabsOf(typeof field.value === 'string' ? field.value : '');
  const change = (next: typeof tabs) => field.onChange(artistTabsText(next));
  return (
    <fieldset aria-describedby={description ? descriptionId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">{label}</legend>
      {description && (
        <span id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </span>
      )}
      <ol className="flex flex-col gap-1">
        {tabs.map((tab, index) => {
          const tabName = labels[tab.id];
          return (
            <li key={tab.id} className="flex items-center gap-2 rounded-ui border border-border px-3 py-1">
              <Checkbox
                className="flex-1"
                isSelected={tab.active}
                isDisabled={isDisabled}
                onChange={(active) =>
                  change(tabs.map((other, at) => (at === index ? { ...other, active } : other)))
                }
              >
                {tabName}
              </Checkbox>
              <Button
                variant="ghost"
                isIconOnly
                aria-label={trans('Move :tab up', { tab: tabName })}
                isDisabled={isDisabled || index === 0}
                onPress={() => change(movedTab(tabs, index, -1))}
              >
                <Icon icon={ArrowUp} />
              </Button>
              <Button
                variant="ghost"
                isIconOnly
                aria-label={trans('Move :tab down', { tab: tabName })}
                isDisabled={isDisabled || index === tabs.length - 1}
                onPress={() => change(movedTab(tabs, index, 1))}
              >
                <Icon icon={ArrowDown} />
              </Button>
            </li>
          );
        })}
      </ol>
      {fieldState.error?.message && (
        <span role="alert" className="text-danger text-sm">
          {fieldState.error.message}
        </span>
      )}
    </fieldset>
  );
}
