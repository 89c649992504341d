import {
  Heading,
  type HeadingProps,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import { Button } from '../button';
import { useKitStrings } from '../providers/kit-strings';
import { cn } from '../utils/cn';
import { CloseIcon } from '../utils/icons';
import { type DialogVariants, dialogVariants } from './dialog.variants';

export interface DialogProps extends Omit<RACDialogProps, 'className'> {
  /**
   * Inner spacing: `lg` in modals, `md` in popovers, `none` when the content sets its own.
   * @default 'lg'
   */
  padding?: NonNullable<DialogVariants['padding']>;
  /** Extra classes for `[data-slot="dialog"]`. */
  className?: string;
}

/**
 * The content of a modal, popover or tray, labelled by its `<DialogTitle>`. A function child receives
 * `close`. Styling hook: `[data-slot="dialog"]`.
 */
export function Dialog({ padding = 'lg', className, ...props }: DialogProps) {
  return <RACDialog {...props} data-slot="dialog" className={cn(dialogVariants({ padding }), className)} />;
}

/** The dialog's title, which names it for assistive technology. Styling hook: `[data-slot="dialog-title"]`. */
export function DialogTitle({ className, ...props }: Omit<HeadingProps, 'slot'>) {
  return (
    <Heading
      {...props}
      slot="title"
      data-slot="dialog-title"
      className={cn('pr-8 font-semibold text-lg leading-tight', className)}
    />
  );
}

/** The row of actions at the end of a dialog. Styling hook: `[data-slot="dialog-footer"]`. */
export function DialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      data-slot="dialog-footer"
      className={cn('mt-2 flex flex-wrap items-center justify-end gap-2', className)}
    />
  );
}

export interface DialogCloseButtonProps {
  /**
   * The button's accessible name.
   * @default 'Close', or the `close` of the nearest `KitStringsProvider`
   */
  'aria-label'?: string;
  /** Extra classes for the button. */
  className?: string;
}

/** An icon button in the dialog's top corner that closes it. Styling hook: `[data-slot="dialog-close"]`. */
export function DialogCloseButton({ 'aria-label': label, className }: DialogCloseButtonProps) {
  const { close } = useKitStrings();
  return (
    <Button
      slot="close"
      variant="ghost"
      size="sm"
      isIconOnly
      aria-label={label ?? close}
      // Replaces the button's own `relative`, which only places its pending spinner.
      className={cn('absolute top-3 right-3', className)}
    >
      <CloseIcon />
    </Button>
  );
}
