import type { AdminTrackChoice } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { ComboBox, ComboBoxItem } from '@tonearm/ui';
import { useEffect, useRef } from 'react';
import { useTrackChoices } from './use-track-choices';

export interface TrackPickerProps {
  value: AdminTrackChoice | null;
  onChange: (track: AdminTrackChoice | null) => void;
  errorMessage?: string | undefined;
  /** Focuses the field when the editor opens. */
  autoFocus?: boolean;
}

/** The track the lyrics belong to, found by name as the admin types. */
export function TrackPicker({ value, onChange, errorMessage, autoFocus }: TrackPickerProps) {
  const { trans } = useTrans();
  const search = useTrackChoices();
  // `useAsyncList` gives a new setter as its state changes; the text follows the chosen track only.
  const setFilterText = useRef(search.setFilterText);
  setFilterText.current = search.setFilterText;
  const chosenName = value?.name ?? '';
  useEffect(() => setFilterText.current(chosenName), [chosenName]);
  const items =
    value && !search.items.some((item) => item.id === value.id) ? [value, ...search.items] : search.items;
  return (
    <ComboBox
      label={trans('Track')}
      placeholder={trans('Type a track’s name…')}
      items={items}
      inputValue={search.filterText}
      onInputChange={search.setFilterText}
      value={value?.id ?? null}
      onChange={(key) => onChange(items.find((item) => item.id === key) ?? null)}
      isRequired
      autoFocus={autoFocus}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {(item) => (
        <ComboBoxItem id={item.id} textValue={item.name}>
          {item.artist
            ? trans(':track by :artist', { track: item.name, artist: item.artist.name })
            : item.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
