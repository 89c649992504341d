import { MENU_ICON_NAMES, menuIconName } from '@tonearm/client/rules';
import { MenuIcon, useTrans } from '@tonearm/shell';
import { ComboBox, ComboBoxItem } from '@tonearm/ui';

export interface MenuIconPickerProps {
  /** The item's icon name; `null` for none. */
  value: string | null;
  onChange: (icon: string | null) => void;
}

// Icon names are lower-case words, so this key can never be one.
const NO_ICON = ':none';

interface IconOption {
  id: string;
  name: string;
}

/**
 * The item's icon, from the kit's Lucide icons the site draws: type to narrow the list by name, arrows to move,
 * Enter to choose. An icon stored under its older name shows as its Lucide counterpart.
 */
export function MenuIconPicker({ value, onChange }: MenuIconPickerProps) {
  const { trans } = useTrans();
  const options: IconOption[] = [
    { id: NO_ICON, name: trans('No icon') },
    ...MENU_ICON_NAMES.map((name) => ({ id: name, name: name.replaceAll('-', ' ') })),
  ];
  return (
    <ComboBox<IconOption>
      label={trans('Icon')}
      description={trans('Type to search the icons by name.')}
      defaultItems={options}
      selectedKey={menuIconName(value) ?? NO_ICON}
      onSelectionChange={(key) => {
        // Clearing the text leaves the choice as it was; No icon is chosen from the list.
        if (key === null) return;
        onChange(key === NO_ICON ? null : String(key));
      }}
    >
      {(option) => (
        <ComboBoxItem id={option.id} textValue={option.name}>
          <span className="flex items-center gap-2">
            {option.id === NO_ICON ? (
              <span aria-hidden="true" className="size-5" />
            ) : (
              <MenuIcon name={option.id} />
            )}
            {option.name}
          </span>
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
