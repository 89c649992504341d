import { Popover, type PopoverProps } from 'react-aria-components';
import { composeClassName } from '../utils/compose-class-name';
import { trayVariants } from './tray.variants';

export interface TrayPopoverProps extends Omit<PopoverProps, 'style' | 'children'> {
  children: React.ReactNode;
  /** Classes for the sheet. */
  className?: PopoverProps['className'];
}

// React Aria writes the anchored position into the element's style as it measures; these important rules win
// over it and pin the sheet to the bottom edge, at most up to 64 px from the top.
const bottomSheet = 'fixed! inset-x-0! top-auto! bottom-0! max-h-[calc(100%-64px)]!';

/**
 * The tray form of a list that belongs to a trigger component (a `Select`): React Aria's modal popover,
 * pinned to the bottom of the screen as a sheet. It keeps that component's collection and keyboard behaviour,
 * contains focus, hides the page from assistive technology and closes on Escape or a tap outside.
 * Styling hooks: `[data-slot="tray"]`, `[data-layout="tray"]`.
 */
export function TrayPopover({ children, className, ...props }: TrayPopoverProps) {
  return (
    <Popover
      {...props}
      data-slot="tray"
      data-layout="tray"
      className={composeClassName(className, trayVariants({ backdrop: 'shadow' }), bottomSheet)}
    >
      <div aria-hidden="true" className="mx-auto mt-2 mb-1 h-1 w-10 shrink-0 rounded-full bg-border" />
      {children}
    </Popover>
  );
}
