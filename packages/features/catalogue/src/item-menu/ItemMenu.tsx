import { MENU_MAX_HEIGHT, Menu, MenuItem, Popover } from '@tonearm/ui';
import type { ReactNode } from 'react';
import { SubmenuTrigger } from 'react-aria-components';

interface ItemMenuEntryBase {
  /** Stable identity, e.g. `'play-next'`. */
  id: string;
  /** The entry's text, already translated. */
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

/** One entry of a track's or an album's menu: an action, or an entry opening a nested menu. */
export type ItemMenuEntry =
  | (ItemMenuEntryBase & {
      /** What choosing the entry does; the menu closes after it. */
      onAction: () => void;
      submenu?: undefined;
    })
  | (ItemMenuEntryBase & {
      /** The nested menu (a kit `Menu`) opened by hovering, ArrowRight or Enter. */
      submenu: ReactNode;
      onAction?: undefined;
    });

export interface ItemMenuProps {
  /** Names the menu, e.g. 'Options for Midnight City'. */
  'aria-label': string;
  entries: readonly ItemMenuEntry[];
  /** Called after an entry was chosen, so an anchored menu closes. @default undefined */
  onAfterAction?: () => void;
}

/** The actions on a track or an album as a menu, opened by a right click, Shift+F10 or a "More options" button. */
export function ItemMenu({ entries, onAfterAction, ...labelling }: ItemMenuProps) {
  return (
    <Menu
      {...labelling}
      // A menu opened without a trigger (right click, Shift+F10) must still put focus on its first entry.
      autoFocus="first"
      onAction={(id) => {
        entries.find((entry) => entry.id === id)?.onAction?.();
        onAfterAction?.();
      }}
    >
      {/* Static children: React Aria's dynamic collections drop the items after a SubmenuTrigger. */}
      {entries.map((entry) =>
        entry.submenu ? (
          <SubmenuTrigger key={entry.id}>
            <MenuItem id={entry.id} icon={entry.icon}>
              {entry.label}
            </MenuItem>
            <Popover maxHeight={MENU_MAX_HEIGHT}>{entry.submenu}</Popover>
          </SubmenuTrigger>
        ) : (
          <MenuItem key={entry.id} id={entry.id} icon={entry.icon}>
            {entry.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
