import type { ValueLists } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { ComboBox, ComboBoxItem, ComboBoxSection, Select, SelectItem } from '@tonearm/ui';
import { useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { timezoneSections } from './timezone-sections';
import type { LocationAndLanguageValues } from './use-location-and-language-form';

export interface LocationAndLanguageFieldsProps {
  control: Control<LocationAndLanguageValues>;
  lists: Pick<ValueLists, 'timezones' | 'countries' | 'localizations'>;
}

/** The language select, the country combo box and the timezone combo box grouped by region. */
export function LocationAndLanguageFields({ control, lists }: LocationAndLanguageFieldsProps) {
  const { trans } = useTrans();
  // A new list on every render would make the combo box reset what the user is typing.
  const sections = useMemo(() => timezoneSections(lists.timezones), [lists.timezones]);
  return (
    <>
      <Controller
        control={control}
        name="language"
        render={({ field, fieldState }) => (
          <Select
            label={trans('Language')}
            name={field.name}
            items={lists.localizations}
            value={field.value}
            onChange={(key) => field.onChange(key === null ? field.value : String(key))}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          >
            {(localization) => <SelectItem id={localization.language}>{localization.name}</SelectItem>}
          </Select>
        )}
      />
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <ComboBox
            label={trans('Country')}
            name={field.name}
            defaultItems={lists.countries}
            value={field.value}
            onChange={(key) => field.onChange(key === null ? null : String(key))}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          >
            {(country) => <ComboBoxItem id={country.code}>{country.name}</ComboBoxItem>}
          </ComboBox>
        )}
      />
      <Controller
        control={control}
        name="timezone"
        render={({ field, fieldState }) => (
          <ComboBox
            label={trans('Timezone')}
            name={field.name}
            defaultItems={sections}
            value={field.value}
            onChange={(key) => field.onChange(key === null ? field.value : String(key))}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          >
            {(section) => (
              <ComboBoxSection id={section.id} title={section.region} items={section.timezones}>
                {(timezone) => <ComboBoxItem id={timezone.value}>{timezone.text}</ComboBoxItem>}
              </ComboBoxSection>
            )}
          </ComboBox>
        )}
      />
    </>
  );
}
