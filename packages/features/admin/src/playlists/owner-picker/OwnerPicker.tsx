import { getAdminPlaylistOwners } from '@tonearm/client/calls';
import type { AdminPlaylistOwner } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { ComboBox, ComboBoxItem } from '@tonearm/ui';
import { useEffect, useRef } from 'react';
import { useAsyncList } from 'react-aria-components';

export interface OwnerPickerProps {
  value: AdminPlaylistOwner | null;
  onChange: (owner: AdminPlaylistOwner | null) => void;
  errorMessage?: string | undefined;
}

/**
 * The account a new playlist belongs to, found by name or email as the operator types, ten at a time through the
 * same search as the list's Owner filter (no right over the users section needed).
 */
export function OwnerPicker({ value, onChange, errorMessage }: OwnerPickerProps) {
  const { trans } = useTrans();
  const http = useHttpClient();
  const search = useAsyncList<AdminPlaylistOwner>({
    initialFilterText: value?.name ?? '',
    async load({ filterText, signal }) {
      const { users } = await getAdminPlaylistOwners(http, filterText ?? '');
      signal.throwIfAborted();
      return { items: users };
    },
  });
  // `useAsyncList` gives a new setter as its state changes; the text follows the chosen owner only.
  const setFilterText = useRef(search.setFilterText);
  setFilterText.current = search.setFilterText;
  const chosenName = value?.name ?? '';
  useEffect(() => {
    if (chosenName !== '') setFilterText.current(chosenName);
  }, [chosenName]);
  // The chosen owner stays offered while the field shows them, so the combo box can show the choice; once the
  // operator types something else, only the search's matches are offered.
  const keepsChoice =
    value !== null &&
    search.filterText === value.name &&
    !search.items.some((owner) => owner.id === value.id);
  const items = keepsChoice ? [value, ...search.items] : search.items;
  return (
    <ComboBox
      label={trans('Owner')}
      placeholder={trans('Type a name or an email…')}
      description={trans('The playlist belongs to this account, which can edit it as its own.')}
      items={items}
      inputValue={search.filterText}
      onInputChange={search.setFilterText}
      value={value?.id ?? null}
      onChange={(key) => onChange(items.find((owner) => owner.id === key) ?? null)}
      isRequired
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {(owner) => (
        <ComboBoxItem id={owner.id} textValue={owner.name} description={owner.email}>
          {owner.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
