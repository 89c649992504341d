import { Menu, MenuItem } from '@tonearm/ui';
import type { ReactNode } from 'react';

/** One entry of a track's or an album's menu. */
export interface ItemMenuEntry {
  /** Stable identity, e.g. `'play-next'`. */
  id: string;
  /** The entry's text, already translated. */
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** What choosing the entry does; the menu closes after it. */
  onAction: () => void;
}

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
      items={entries}
      onAction={(id) => {
        entries.find((entry) => entry.id === id)?.onAction();
        onAfterAction?.();
      }}
    >
      {(entry) => (
        <MenuItem id={entry.id} icon={entry.icon}>
          {entry.label}
        </MenuItem>
      )}
    </Menu>
  );
}
