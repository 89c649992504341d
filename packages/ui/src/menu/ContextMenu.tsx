import type { ReactElement } from 'react';
import { MenuTrigger, type MenuTriggerProps } from './MenuTrigger';

export interface ContextMenuProps extends Omit<MenuTriggerProps, 'trigger' | 'children'> {
  /** The focusable, pressable target (e.g. a track row `Button`), then the `Menu` it opens. */
  children: [ReactElement, ReactElement];
}

/**
 * A menu opened at the pointer by a right click or long press on its target, or from the keyboard with
 * Shift+F10 or the context menu key while the target is focused.
 */
export function ContextMenu(props: ContextMenuProps) {
  return <MenuTrigger {...props} trigger="contextMenu" />;
}
