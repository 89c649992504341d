import { cva, type VariantProps } from 'class-variance-authority';
import { DEFAULT_KIT_STRINGS } from '../providers/kit-strings';

/** A menu list is at most 720 px tall; longer lists scroll. */
export const MENU_MAX_HEIGHT = 720;
/** Shown by a menu with no entries, or none matching the search, in English (`KitStrings.noMatches`). */
export const MENU_EMPTY_MESSAGE = DEFAULT_KIT_STRINGS.noMatches;

/** The list; `[data-slot="menu"]`, `[data-empty]`. */
export const menuVariants = cva('max-h-[inherit] min-w-48 overflow-auto p-1 outline-none');

/**
 * An item; state comes from React Aria: `[data-focused]`, `[data-disabled]`, `[data-selected]`,
 * `[data-has-submenu]`, `[data-open]`.
 */
export const menuItemVariants = cva(
  [
    'group/menu-item flex cursor-default select-none items-center gap-3 rounded-[calc(var(--radius-ui)-2px)]',
    'px-3 py-2 text-sm outline-none',
    'data-[focused]:bg-muted data-[open]:bg-muted data-[disabled]:opacity-50',
  ],
  {
    variants: {
      intent: {
        default: 'text-foreground',
        danger: 'text-danger',
      },
    },
    defaultVariants: { intent: 'default' },
  },
);

/** A section's heading; `[data-slot="menu-section-title"]`. */
export const menuSectionTitleVariants = cva(
  'px-3 pt-2 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide',
);

export type MenuItemVariants = VariantProps<typeof menuItemVariants>;
