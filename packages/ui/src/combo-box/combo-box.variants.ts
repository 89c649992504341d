import { cva } from 'class-variance-authority';
import { focusRing } from '../utils/focus-ring';

/** The button at the end of the input that shows all suggestions; `[data-slot="combo-box-button"]`. */
export const comboBoxButtonVariants = cva([
  'absolute inset-y-1 right-1 flex w-8 cursor-default items-center justify-center rounded-[calc(var(--radius-ui)-2px)]',
  'text-muted-foreground data-[hovered]:bg-muted data-[pressed]:bg-muted',
  focusRing,
]);

/**
 * The bottom sheet holding the search input and the list on small screens; `[data-slot="combo-box-tray"]`.
 * A native modal `<dialog>`: the browser contains focus in it and makes the page inert.
 */
export const comboBoxTrayVariants = cva([
  'fixed inset-x-0 top-16 bottom-0 m-0 mt-auto h-auto max-h-none w-full max-w-none',
  'flex-col gap-3 rounded-t-2xl border-border border-t bg-paper p-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
  'text-foreground shadow-xl outline-none open:flex backdrop:bg-backdrop/80',
]);
