import { useTrans } from '@tonearm/shell';
import { ComboBox, ComboBoxItem } from '@tonearm/ui';
import { useState } from 'react';
import { useMenuLinkTargets } from './use-menu-link-targets';

export interface MenuLinkTargetPickerProps {
  type: 'page' | 'channel';
  /** The item's current link. */
  action: string;
  /** Links the item to the chosen page or channel, and offers its name as a label. */
  onPick: (action: string, label: string) => void;
}

/** Finds a custom page or a channel by name on the server, and links the item to it. */
export function MenuLinkTargetPicker({ type, action, onPick }: MenuLinkTargetPickerProps) {
  const { trans } = useTrans();
  const [query, setQuery] = useState('');
  const { targets } = useMenuLinkTargets(type, query);
  return (
    <ComboBox
      label={type === 'page' ? trans('Custom page') : trans('Channel')}
      description={action ? trans('Links to :path', { path: action }) : trans('Not linked yet')}
      items={targets}
      inputValue={query}
      onInputChange={setQuery}
      selectedKey={action || null}
      onSelectionChange={(key) => {
        const target = targets.find((candidate) => candidate.action === key);
        if (target) {
          onPick(target.action, target.label);
          setQuery(target.label);
        }
      }}
      placeholder={type === 'page' ? trans('Search pages') : trans('Search channels')}
    >
      {(target) => (
        <ComboBoxItem id={target.action} textValue={target.label} description={target.action}>
          {target.label}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
