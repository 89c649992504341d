import { THEME_FONTS } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Select, SelectItem } from '@tonearm/ui';

// Font ids are lower-case words, so this key can never be one.
const SITE_DEFAULT = ':default';

export interface ThemeFontFieldProps {
  /** The theme's font id; `undefined` for the site's default font. */
  value: string | undefined;
  /** Called with the font id chosen, or `null` for the site's default font. */
  onChange: (fontId: string | null) => void;
}

/**
 * The theme's font, from the families the site serves itself: visitors' browsers fetch only the chosen one, and
 * only the characters a page shows.
 */
export function ThemeFontField({ value, onChange }: ThemeFontFieldProps) {
  const { trans } = useTrans();
  const options = [
    { id: SITE_DEFAULT, name: trans('Site default') },
    ...THEME_FONTS.map((font) => ({ id: font.id, name: font.name })),
  ];
  return (
    <Select
      label={trans('Font')}
      description={trans('Served by this site: no outside font service sees your visitors.')}
      items={options}
      selectedKey={value ?? SITE_DEFAULT}
      onSelectionChange={(key) => onChange(key === SITE_DEFAULT || key === null ? null : String(key))}
    >
      {(option) => (
        <SelectItem id={option.id} textValue={option.name}>
          {option.name}
        </SelectItem>
      )}
    </Select>
  );
}
