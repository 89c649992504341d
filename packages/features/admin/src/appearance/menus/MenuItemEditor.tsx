import type { AppearanceMenuItem, AppearanceMenuOptions } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { AlertDialog, Button, TextField } from '@tonearm/ui';
import { useState } from 'react';
import { MenuIconPicker } from './MenuIconPicker';
import { MenuItemLinkFields } from './MenuItemLinkFields';
import { MenuItemVisibilityFields } from './MenuItemVisibilityFields';
import type { MenuItemPatch } from './menu-draft';
import { menuItemErrors } from './menu-errors';

export interface MenuItemEditorProps {
  /** The name of the menu holding the item, for the way back. */
  menuName: string;
  item: AppearanceMenuItem;
  options: AppearanceMenuOptions;
  onChange: (patch: MenuItemPatch) => void;
  onDelete: () => void;
  onBack: () => void;
}

/** One menu item: its label and icon, where it links and how it opens, who sees it, and Delete. */
export function MenuItemEditor({ menuName, item, options, onChange, onDelete, onBack }: MenuItemEditorProps) {
  const { trans } = useTrans();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const errors = menuItemErrors(item);
  const label = item.label.trim() || trans('Untitled item');
  return (
    <div className="flex flex-col gap-5" data-menu-item-id={item.id}>
      <div className="flex flex-col items-start gap-1">
        <Button variant="link" size="sm" onPress={onBack}>
          {trans('Back to :menu', { menu: menuName.trim() || trans('Untitled menu') })}
        </Button>
        <h3 className="font-semibold text-base">{label}</h3>
      </div>
      <TextField
        label={trans('Label')}
        value={item.label}
        onChange={(value) => onChange({ label: value })}
        isRequired
        isInvalid={errors.label !== undefined}
        errorMessage={trans('Give the item a label.')}
      />
      <MenuIconPicker value={item.icon ?? null} onChange={(icon) => onChange({ icon })} />
      <MenuItemLinkFields item={item} errors={errors} onChange={onChange} />
      <MenuItemVisibilityFields item={item} options={options} errors={errors} onChange={onChange} />
      <Button variant="outline" size="sm" className="self-start" onPress={() => setConfirmDelete(true)}>
        {trans('Delete item')}
      </Button>
      <AlertDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={trans('Delete “:name”?', { name: label })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={onDelete}
      >
        {trans('The link leaves the menu once you save.')}
      </AlertDialog>
    </div>
  );
}
