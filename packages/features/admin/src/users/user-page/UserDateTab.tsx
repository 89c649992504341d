import { getValueLists } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import { Button, ComboBox, ComboBoxItem, Select, SelectItem, Skeleton, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { UserTabProps } from './UserDetailsTab';

const LISTS = ['timezones', 'countries', 'localizations'] as const;

/** The user's language, country and timezone. */
export function UserDateTab({ state, user }: UserTabProps) {
  const { trans } = useTrans();
  const http = useHttpClient();
  const lists = useSWR(`value-lists/${LISTS.join(',')}`, () => getValueLists(http, LISTS), {
    revalidateOnFocus: false,
  });
  const [language, setLanguage] = useState(user.language ?? 'en');
  const [country, setCountry] = useState(user.country);
  const [timezone, setTimezone] = useState(user.timezone);
  const [saving, setSaving] = useState(false);
  // A new list on every render would make the combo box reset what the admin is typing.
  const timezones = useMemo(() => Object.values(lists.data?.timezones ?? {}).flat(), [lists.data]);
  const isDirty =
    language !== (user.language ?? 'en') || country !== user.country || timezone !== user.timezone;

  const save = async () => {
    setSaving(true);
    try {
      await state.update({ language, country, timezone });
      toast.positive(trans('User updated'));
    } catch (error) {
      showRequestError(error);
    } finally {
      setSaving(false);
    }
  };

  if (lists.error) return <p role="alert">{trans('The lists could not be loaded.')}</p>;
  if (!lists.data) return <Skeleton className="h-40 w-full max-w-2xl" />;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Select
        label={trans('Language')}
        items={lists.data.localizations}
        value={language}
        onChange={(key) => key !== null && setLanguage(String(key))}
      >
        {(localization) => <SelectItem id={localization.language}>{localization.name}</SelectItem>}
      </Select>
      <ComboBox
        label={trans('Country')}
        defaultItems={lists.data.countries}
        value={country}
        onChange={(key) => setCountry(key === null ? null : String(key))}
      >
        {(item) => <ComboBoxItem id={item.code}>{item.name}</ComboBoxItem>}
      </ComboBox>
      <ComboBox
        label={trans('Timezone')}
        defaultItems={timezones}
        value={timezone}
        onChange={(key) => setTimezone(key === null ? null : String(key))}
      >
        {(item) => <ComboBoxItem id={item.value}>{item.text}</ComboBoxItem>}
      </ComboBox>
      <Button className="self-start" isDisabled={!isDirty} isPending={saving} onPress={save}>
        {trans('Save')}
      </Button>
    </div>
  );
}
