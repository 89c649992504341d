import { useTrans } from '@tonearm/shell';
import { Button, ComboBox, ComboBoxItem } from '@tonearm/ui';
import { useEffect, useRef } from 'react';
import type { CatalogueChoice } from './track-form';
import { useCatalogueSearch } from './use-catalogue-search';

export interface AlbumFieldProps {
  value: CatalogueChoice | null;
  onChange: (album: CatalogueChoice | null) => void;
  errorMessage?: string | undefined;
}

/** The album a track is on, found by name; without one the track is a single. */
export function AlbumField({ value, onChange, errorMessage }: AlbumFieldProps) {
  const { trans } = useTrans();
  const search = useCatalogueSearch('albums');
  // `useAsyncList` gives a new setter as its state changes; the text follows the chosen album only.
  const setFilterText = useRef(search.setFilterText);
  setFilterText.current = search.setFilterText;
  const chosenName = value?.name ?? '';
  // With both the value and the text controlled, the combo box leaves the text to its owner.
  useEffect(() => setFilterText.current(chosenName), [chosenName]);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ComboBox
        className="min-w-64 flex-1"
        label={trans('Album')}
        description={value ? undefined : trans('A single: the track is on no album.')}
        placeholder={trans('Type an album’s name…')}
        items={
          value && !search.items.some((item) => item.id === value.id)
            ? [value, ...search.items]
            : search.items
        }
        inputValue={search.filterText}
        onInputChange={search.setFilterText}
        value={value?.id ?? null}
        onChange={(key) => {
          const chosen = search.items.find((item) => item.id === key) ?? (value?.id === key ? value : null);
          onChange(chosen);
        }}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
      >
        {(item) => (
          <ComboBoxItem id={item.id} textValue={item.name}>
            {item.name}
          </ComboBoxItem>
        )}
      </ComboBox>
      {value && (
        <Button variant="outline" onPress={() => onChange(null)}>
          {trans('Make it a single')}
        </Button>
      )}
    </div>
  );
}
