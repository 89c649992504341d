import { ADMIN_SIDEBAR_POSITION, type AppearanceMenu } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { useState } from 'react';
import type { AppearanceEditorModel } from '../use-appearance-editor';
import { MenuEditor } from './MenuEditor';
import { MenuItemEditor } from './MenuItemEditor';
import { MenuList } from './MenuList';
import {
  addMenu,
  addMenuItem,
  deleteMenu,
  deleteMenuItem,
  reorderMenuItems,
  updateMenu,
  updateMenuItem,
} from './menu-draft';

export interface MenusSectionProps {
  editor: AppearanceEditorModel;
}

/**
 * The Menus section: the list of menus, one menu (name, positions, items in order), or one item of it. Every edit
 * goes to the draft, which the preview shows at once.
 */
export function MenusSection({ editor }: MenusSectionProps) {
  const { trans } = useTrans();
  const noAdminNavigation = !editor.draft.menus.some((menu) =>
    menu.positions.includes(ADMIN_SIDEBAR_POSITION),
  );
  return (
    <div className="flex flex-col gap-4">
      {noAdminNavigation && (
        <p role="alert" className="text-danger text-sm">
          {trans('Keep a menu at the admin navigation: without one the admin area shows no links.')}
        </p>
      )}
      <MenusSectionView editor={editor} />
    </div>
  );
}

/** The list, a menu or an item, as the operator opened them. */
function MenusSectionView({ editor }: MenusSectionProps) {
  const { trans } = useTrans();
  const { draft, edit, menuOptions } = editor;
  const [menuId, setMenuId] = useState<string | number | null>(null);
  const [itemId, setItemId] = useState<string | number | null>(null);
  const editMenus = (change: (menus: AppearanceMenu[]) => AppearanceMenu[]) =>
    edit((current) => ({ ...current, menus: change(current.menus) }));

  const menu = draft.menus.find((candidate) => candidate.id === menuId);
  if (!menu) {
    return (
      <MenuList
        menus={draft.menus}
        onOpen={setMenuId}
        onCreate={() => {
          const name = trans('New menu :number', { number: draft.menus.length + 1 });
          const [menus, id] = addMenu(draft.menus, name);
          editMenus(() => menus);
          setMenuId(id);
        }}
      />
    );
  }
  const item = menu.items.find((candidate) => candidate.id === itemId);
  if (item) {
    return (
      <MenuItemEditor
        menuName={menu.name}
        item={item}
        options={menuOptions}
        onChange={(patch) => editMenus((menus) => updateMenuItem(menus, menu.id, item.id, patch))}
        onDelete={() => {
          editMenus((menus) => deleteMenuItem(menus, menu.id, item.id));
          setItemId(null);
        }}
        onBack={() => setItemId(null)}
      />
    );
  }
  return (
    <MenuEditor
      menu={menu}
      onChange={(patch) => editMenus((menus) => updateMenu(menus, menu.id, patch))}
      onOpenItem={setItemId}
      onAddItem={() => {
        const [menus, id] = addMenuItem(draft.menus, menu.id, trans('New item'));
        editMenus(() => menus);
        setItemId(id);
      }}
      onReorder={(keys, target, position) =>
        editMenus((menus) => reorderMenuItems(menus, menu.id, keys, target, position))
      }
      onDelete={() => {
        editMenus((menus) => deleteMenu(menus, menu.id));
        setMenuId(null);
      }}
      onBack={() => setMenuId(null)}
    />
  );
}
