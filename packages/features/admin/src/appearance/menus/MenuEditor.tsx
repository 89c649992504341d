import { type AppearanceMenu, type KnownMenuPosition, MENU_POSITIONS } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { AlertDialog, Button, Checkbox, CheckboxGroup, TextField } from '@tonearm/ui';
import { useState } from 'react';
import { MenuItemList, type MenuItemListProps } from './MenuItemList';
import type { MenuPatch } from './menu-draft';
import { menuErrors } from './menu-errors';
import { menuPositionLabels } from './menu-labels';

export interface MenuEditorProps extends Pick<MenuItemListProps, 'onReorder'> {
  menu: AppearanceMenu;
  onChange: (patch: MenuPatch) => void;
  onOpenItem: (id: string | number) => void;
  onAddItem: () => void;
  onDelete: () => void;
  onBack: () => void;
}

/** One menu: back to the list, its name, where it shows, its items in order, Add item and Delete menu. */
export function MenuEditor({
  menu,
  onChange,
  onOpenItem,
  onAddItem,
  onReorder,
  onDelete,
  onBack,
}: MenuEditorProps) {
  const { trans } = useTrans();
  const positionLabels = menuPositionLabels(trans);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const errors = menuErrors(menu);
  const name = menu.name.trim() || trans('Untitled menu');
  return (
    <div className="flex flex-col gap-5" data-menu-id={menu.id}>
      <div className="flex flex-col items-start gap-1">
        <Button variant="link" size="sm" onPress={onBack}>
          {trans('All menus')}
        </Button>
        <h3 className="font-semibold text-base">{name}</h3>
      </div>
      <TextField
        label={trans('Menu name')}
        value={menu.name}
        onChange={(value) => onChange({ name: value })}
        isRequired
        isInvalid={errors.name !== undefined}
        errorMessage={trans('Give the menu a name.')}
      />
      <CheckboxGroup
        label={trans('Positions')}
        description={trans('Where the site shows this menu.')}
        value={menu.positions}
        onChange={(positions) => onChange({ positions: positions as KnownMenuPosition[] })}
      >
        {MENU_POSITIONS.map((position) => (
          <Checkbox key={position} value={position} description={positionLabels[position].description}>
            {positionLabels[position].label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <MenuItemList menu={menu} onOpen={onOpenItem} onReorder={onReorder} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onPress={onAddItem}>
          {trans('Add item')}
        </Button>
        <Button variant="outline" size="sm" onPress={() => setConfirmDelete(true)}>
          {trans('Delete menu')}
        </Button>
      </div>
      <AlertDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={trans('Delete “:name”?', { name })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={onDelete}
      >
        {trans('Its links leave the site once you save.')}
      </AlertDialog>
    </div>
  );
}
