import { Select, SelectItem } from '@tonearm/ui';
import { useTrans } from '../i18n';
import { useLanguageSelector } from './use-language-selector';

/** Picks the interface language (doc 000 §2, footer); kept on the signed-in user's account. */
export function LanguageSelector() {
  const { trans } = useTrans();
  const { language, localizations, load, choose, isChanging } = useLanguageSelector();
  return (
    <Select
      aria-label={trans('Language')}
      items={localizations}
      selectedKey={language}
      onSelectionChange={(key) => {
        if (typeof key === 'string') void choose(key);
      }}
      onOpenChange={(isOpen) => {
        if (isOpen) load();
      }}
      isDisabled={isChanging}
      size="sm"
      className="w-40"
    >
      {(localization) => (
        <SelectItem id={localization.language} textValue={localization.name}>
          {localization.name}
        </SelectItem>
      )}
    </Select>
  );
}
