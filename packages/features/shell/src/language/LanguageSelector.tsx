import { Select, SelectItem } from '@tonearm/ui';
import { useTrans } from '../i18n';
import { useLanguageSelector } from './use-language-selector';

export interface LanguageSelectorProps {
  /** Opens the list, and fetches the languages, as soon as it is shown (after a press on its placeholder). */
  defaultOpen?: boolean;
}

/** Picks the interface language (doc 000 §2, footer); kept on the signed-in user's account, or a guest's cookie. */
export function LanguageSelector({ defaultOpen = false }: LanguageSelectorProps) {
  const { trans } = useTrans();
  const { language, localizations, load, choose, isChanging } = useLanguageSelector(defaultOpen);
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
      defaultOpen={defaultOpen}
      autoFocus={defaultOpen}
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
