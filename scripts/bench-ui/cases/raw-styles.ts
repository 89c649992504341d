import { buttonVariants } from '../../../packages/ui/src/button/button.variants';
import {
  dialogVariants,
  modalOverlayVariants,
  modalVariants,
} from '../../../packages/ui/src/dialog/dialog.variants';

export { MENU_MAX_HEIGHT } from '../../../packages/ui/src/menu/menu.variants';
export { POPUP_PADDING } from '../../../packages/ui/src/popover/popover.variants';

import { menuItemVariants, menuVariants } from '../../../packages/ui/src/menu/menu.variants';
import { popoverVariants } from '../../../packages/ui/src/popover/popover.variants';
import {
  listBoxItemVariants,
  listBoxVariants,
  selectTriggerVariants,
} from '../../../packages/ui/src/select/select.variants';
import { fieldLabelStyles } from '../../../packages/ui/src/text-field/field.variants';

/**
 * The classes the kit's components end up with, worked out once as plain strings for the raw cases: a raw React
 * Aria screen that looks like ours carries the same CSS (transitions, shadows, focus rings), so only the kit's own
 * layers (its components, class merging and variants on every render) tell the two sides apart.
 */
export const RAW_STYLES = {
  triggerButton: `${buttonVariants({ variant: 'outline' })} cursor-default`,
  popover: popoverVariants({ layout: 'anchored' }),
  selectPopover: `${popoverVariants({ layout: 'anchored' })} min-w-(--trigger-width)`,
  creditsPopover: `${popoverVariants({ layout: 'anchored' })} max-w-xs`,
  menu: menuVariants(),
  menuItem: menuItemVariants({ intent: 'default' }),
  selectField: 'group flex flex-col gap-1.5',
  fieldLabel: fieldLabelStyles,
  selectTrigger: selectTriggerVariants({ size: 'md' }),
  selectValue: 'min-w-0 flex-1 truncate data-[placeholder]:text-muted-foreground',
  listBox: listBoxVariants({ container: 'popover' }),
  listBoxItem: listBoxItemVariants(),
  modalOverlay: modalOverlayVariants({ size: 'md' }),
  modal: modalVariants({ size: 'md' }),
  popoverDialog: dialogVariants({ padding: 'md' }),
  modalDialog: dialogVariants({ padding: 'lg' }),
  dialogTitle: 'pr-8 font-semibold text-lg leading-tight',
  dialogFooter: 'mt-2 flex flex-wrap items-center justify-end gap-2',
} as const;
