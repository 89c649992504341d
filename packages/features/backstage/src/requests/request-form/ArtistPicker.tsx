import type { MemberArtist } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { ComboBox, type FormFieldBinding, Select, SelectItem, useFormField } from '@tonearm/ui';
import type { FieldValues } from 'react-hook-form';
import { useArtistSearch } from './use-artist-search';

export interface ArtistPickerProps<TFieldValues extends FieldValues> extends FormFieldBinding<TFieldValues> {
  label: string;
}

/** The artist to verify, among those the user speaks for, bound to a field holding its id. */
export function OwnArtistPicker<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  artists,
}: ArtistPickerProps<TFieldValues> & { artists: readonly MemberArtist[] }) {
  const { trans } = useTrans();
  const { value, fieldProps } = useFormField({ name, control });
  return (
    <Select
      label={label}
      placeholder={trans('Select artist')}
      items={artists}
      value={typeof value === 'number' ? value : null}
      onChange={(key) => fieldProps.onChange(typeof key === 'number' ? key : null)}
      onBlur={fieldProps.onBlur}
      isInvalid={fieldProps.isInvalid}
      errorMessage={fieldProps.errorMessage}
      isRequired
    >
      {(artist) => (
        <SelectItem id={artist.id} textValue={artist.name}>
          {artist.name}
        </SelectItem>
      )}
    </Select>
  );
}

/** The artist to claim, found by typing its name in the catalogue, bound to a field holding its id. */
export function CatalogueArtistPicker<TFieldValues extends FieldValues>({
  name,
  control,
  label,
}: ArtistPickerProps<TFieldValues>) {
  const { trans } = useTrans();
  const { value, fieldProps } = useFormField({ name, control });
  const artists = useArtistSearch();
  return (
    <ComboBox
      label={label}
      placeholder={trans('Type the artist’s name…')}
      items={artists.items}
      inputValue={artists.filterText}
      onInputChange={artists.setFilterText}
      value={typeof value === 'number' ? value : null}
      onChange={(key) => {
        const chosen = artists.items.find((artist) => artist.id === key) ?? null;
        fieldProps.onChange(chosen?.id ?? null);
        // With both the value and the text controlled, the combo box leaves the text to its owner.
        if (chosen) artists.setFilterText(chosen.name);
      }}
      onBlur={fieldProps.onBlur}
      isInvalid={fieldProps.isInvalid}
      errorMessage={fieldProps.errorMessage}
      isRequired
    >
      {(artist) => (
        <SelectItem
          id={artist.id}
          textValue={artist.name}
          {...(artist.verified ? { description: trans('Verified') } : {})}
        >
          {artist.name}
        </SelectItem>
      )}
    </ComboBox>
  );
}
