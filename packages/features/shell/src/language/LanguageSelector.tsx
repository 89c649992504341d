import { Select, SelectItem } from '@tonearm/ui';
import { useEffect, useState } from 'react';
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
  // Opened once the trigger has taken focus (its own effect runs first), so closing the list returns focus to it
  // rather than to the placeholder it replaced.
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (defaultOpen) setOpen(true);
  }, [defaultOpen]);
  return (
    <Select
      aria-label={trans('Language')}
      items={localizations}
      selectedKey={language}
      onSelectionChange={(key) => {
        if (typeof key === 'string') void choose(key);
      }}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) load();
      }}
      isDisabled={isChanging}
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
