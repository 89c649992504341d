import { searchAddableContent } from '@tonearm/client/calls';
import type { ChannelContentModel, ChannelItemSummary } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { ComboBox, ComboBoxItem } from '@tonearm/ui';
import { useAsyncList } from 'react-aria-components';

export interface ModelPickerProps {
  /** The model searched. */
  model: ChannelContentModel;
  label: string;
  placeholder?: string;
  /** Help text under the field. */
  description?: string;
  /** The item shown as chosen; `null` shows none. */
  value: { id: number; name: string } | null;
  onChange: (item: ChannelItemSummary | null) => void;
  errorMessage?: string | undefined;
  /**
   * Keeps no choice: each pick is handed to `onChange` and the field stays free for the next one.
   * @default false
   */
  clearsOnChoice?: boolean;
  /** Focuses the field when it mounts. */
  autoFocus?: boolean;
}

/**
 * Items of one model found by name (or id) as the admin types, ten at a time from the admin's search; the whole
 * catalogue never loads.
 */
export function ModelPicker({
  model,
  label,
  placeholder,
  description,
  value,
  onChange,
  errorMessage,
  clearsOnChoice = false,
  autoFocus,
}: ModelPickerProps) {
  const http = useHttpClient();
  const search = useAsyncList<ChannelItemSummary>({
    initialFilterText: clearsOnChoice ? '' : (value?.name ?? ''),
    async load({ filterText, signal }) {
      const { items } = await searchAddableContent(http, model, filterText ?? '');
      signal.throwIfAborted();
      return { items };
    },
  });
  const items =
    value && !search.items.some((item) => item.id === value.id)
      ? [{ model_type: model, image: null, ...value }, ...search.items]
      : search.items;
  return (
    <ComboBox
      label={label}
      placeholder={placeholder}
      description={description}
      items={items}
      inputValue={search.filterText}
      onInputChange={search.setFilterText}
      value={clearsOnChoice ? null : (value?.id ?? null)}
      onChange={(key) => onChange(items.find((candidate) => candidate.id === key) ?? null)}
      autoFocus={autoFocus}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {(item) => (
        <ComboBoxItem id={item.id} textValue={item.name}>
          {item.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
