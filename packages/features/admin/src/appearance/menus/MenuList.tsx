import { type AppearanceMenu, type KnownMenuPosition, MENU_POSITIONS } from '@tonearm/client/contract';
import { type Translate, useTrans } from '@tonearm/shell';
import { Badge, Button } from '@tonearm/ui';
import { menuPositionLabels } from './menu-labels';

export interface MenuListProps {
  menus: AppearanceMenu[];
  onOpen: (id: string | number) => void;
  onCreate: () => void;
}

// A position the product does not know is the operator's own word for it, shown as it is.
const positionLabel = (trans: Translate, position: string) =>
  (MENU_POSITIONS as readonly string[]).includes(position)
    ? menuPositionLabels(trans)[position as KnownMenuPosition].label
    : position;

/** Every menu, each opening its editor, with where it shows, and Create menu. */
export function MenuList({ menus, onOpen, onCreate }: MenuListProps) {
  const { trans } = useTrans();
  return (
    <div className="flex flex-col gap-3">
      {menus.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {trans(
            'The site has no menus yet. Its navbar, sidebars and footer show no links until you add one.',
          )}
        </p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label={trans('Menus')}>
          {menus.map((menu) => (
            <li key={menu.id} data-menu-id={menu.id}>
              <Button
                variant="ghost"
                onPress={() => onOpen(menu.id)}
                className="h-auto min-h-12 w-full flex-col items-start gap-1 py-2 text-start"
              >
                <span className="font-medium">{menu.name.trim() || trans('Untitled menu')}</span>
                <span className="flex flex-wrap gap-1">
                  {menu.positions.length === 0 ? (
                    <span className="font-normal text-muted-foreground text-xs">
                      {trans('Not shown anywhere')}
                    </span>
                  ) : (
                    menu.positions.map((position) => (
                      <Badge key={position}>{positionLabel(trans, position)}</Badge>
                    ))
                  )}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="outline" onPress={onCreate} className="self-start">
        {trans('Create menu')}
      </Button>
    </div>
  );
}
