import { useTrans } from '@tonearm/shell';
import { Badge, Button, ComboBox, ComboBoxItem, fieldErrorStyles, fieldLabelStyles } from '@tonearm/ui';
import { useId, useState } from 'react';
import type { CatalogueChoice } from './track-form';
import { useCatalogueSearch } from './use-catalogue-search';

export interface ArtistCreditsFieldProps {
  /** The field's name; "Artists" unless said. */
  label?: string;
  value: CatalogueChoice[];
  onChange: (artists: CatalogueChoice[]) => void;
  errorMessage?: string | undefined;
}

/**
 * Who a track or album is credited to, in order: the first is the primary artist, the others are featured. Artists
 * are found by name; each can be made primary or removed.
 */
export function ArtistCreditsField({ label, value, onChange, errorMessage }: ArtistCreditsFieldProps) {
  const { trans } = useTrans();
  const search = useCatalogueSearch('artists');
  const labelId = useId();
  const errorId = useId();
  const [added, setAdded] = useState(0);
  const add = (key: unknown) => {
    const chosen = search.items.find((item) => item.id === key);
    if (chosen && !value.some((artist) => artist.id === chosen.id)) onChange([...value, chosen]);
    search.setFilterText('');
    // A fresh, focused combo box for the next artist: emptying the text of this one would reopen its list.
    setAdded((count) => count + 1);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box around the list
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorMessage ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <span id={labelId} className={fieldLabelStyles}>
        {label ?? trans('Artists')}
      </span>
      <ol className="flex flex-col gap-2">
        {value.map((artist, index) => (
          <li
            key={artist.id}
            className="flex flex-wrap items-center gap-2 rounded-ui border border-border px-3 py-1.5"
          >
            <span className="me-auto font-medium">{artist.name}</span>
            <Badge tone={index === 0 ? 'primary' : 'outline'}>
              {index === 0 ? trans('Primary') : trans('Featured')}
            </Badge>
            {index > 0 && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={trans('Make primary: :name', { name: artist.name })}
                onPress={() => onChange([artist, ...value.filter((other) => other.id !== artist.id)])}
              >
                {trans('Make primary')}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={trans('Remove: :name', { name: artist.name })}
              onPress={() => onChange(value.filter((other) => other.id !== artist.id))}
            >
              {trans('Remove')}
            </Button>
          </li>
        ))}
      </ol>
      <ComboBox
        key={added}
        autoFocus={added > 0}
        label={trans('Add an artist')}
        placeholder={trans('Type a name…')}
        items={search.items}
        inputValue={search.filterText}
        onInputChange={search.setFilterText}
        value={null}
        onChange={add}
      >
        {(item) => (
          <ComboBoxItem id={item.id} textValue={item.name}>
            {item.name}
          </ComboBoxItem>
        )}
      </ComboBox>
      <p id={errorId} aria-live="polite" className={fieldErrorStyles}>
        {errorMessage}
      </p>
    </div>
  );
}
