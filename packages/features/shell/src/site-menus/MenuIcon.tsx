import { menuIconUrl } from '@tonearm/client/rules';
import { cn } from '@tonearm/ui';
import type { CSSProperties } from 'react';

export interface MenuIconProps {
  /** A menu item's icon name (`disc-3`): one of the kit's Lucide icons the site serves. */
  name: string;
  /** Extra classes for `[data-slot="menu-icon"]`; its size is `size-5` unless given. */
  className?: string;
}

/**
 * A menu item's icon, painted in the text colour through the drawing the site serves at `/icons/menu/{name}.svg`,
 * so menus carry no icon code however many icons they show. Hidden from assistive technology: the item's label
 * names it. Styling hook: `[data-slot="menu-icon"]`.
 */
export function MenuIcon({ name, className }: MenuIconProps) {
  const mask = `url(${menuIconUrl(name)}) center / contain no-repeat`;
  const style: CSSProperties = { mask, WebkitMask: mask };
  return (
    <span
      aria-hidden="true"
      data-slot="menu-icon"
      className={cn('inline-block size-5 shrink-0 bg-current', className)}
      style={style}
    />
  );
}
