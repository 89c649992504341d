import { useTrans } from '@tonearm/shell';
import { Select, SelectItem } from '@tonearm/ui';
import { ADMIN_NAV_ICON_NAMES, AdminNavIcon } from '../../layout/admin-nav-icons';

export interface MenuIconPickerProps {
  /** The item's icon name; `null` for none. */
  value: string | null;
  onChange: (icon: string | null) => void;
}

// Icon names are lower-case words, so this key can never be one.
const NO_ICON = ':none';

/**
 * The item's icon, from the glyphs the product draws in the kit's icon frame. A stored name with no glyph stays
 * offered, so opening an item never changes it.
 */
export function MenuIconPicker({ value, onChange }: MenuIconPickerProps) {
  const { trans } = useTrans();
  const names =
    value && !ADMIN_NAV_ICON_NAMES.includes(value) ? [...ADMIN_NAV_ICON_NAMES, value] : ADMIN_NAV_ICON_NAMES;
  const options = [
    { id: NO_ICON, name: trans('No icon') },
    ...names.map((name) => ({ id: name, name: name.replaceAll(/[_-]/g, ' ') })),
  ];
  return (
    <Select
      label={trans('Icon')}
      items={options}
      selectedKey={value ?? NO_ICON}
      onSelectionChange={(key) => onChange(key === NO_ICON || key === null ? null : String(key))}
    >
      {(option) => (
        <SelectItem id={option.id} textValue={option.name}>
          <span className="flex items-center gap-2">
            {option.id === NO_ICON ? (
              <span aria-hidden="true" className="size-5" />
            ) : (
              <AdminNavIcon glyph={option.id} className="size-5" />
            )}
            {option.name}
          </span>
        </SelectItem>
      )}
    </Select>
  );
}
