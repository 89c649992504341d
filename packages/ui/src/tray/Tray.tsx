import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { composeClassName } from '../utils/compose-class-name';
import { trayOverlayVariants, trayVariants } from './tray.variants';

export interface TrayProps extends Omit<ModalOverlayProps, 'children'> {
  children: React.ReactNode;
  /**
   * `full` stretches the tray to the top margin, e.g. for a search field whose results change length.
   * @default 'content'
   */
  height?: 'content' | 'full';
  /** Classes for the sheet. */
  className?: ModalOverlayProps['className'];
}

/**
 * A bottom sheet: a modal that slides up from the bottom of a small screen, with focus contained inside and
 * the page hidden from assistive technology. Tapping outside or pressing Escape closes it. Select and ComboBox
 * show their lists in one at 768 px wide or less; put a `Dialog` inside for other content.
 * Styling hooks: `[data-slot="tray"]` with `[data-entering]`, `[data-exiting]`.
 */
export function Tray({ children, height = 'content', className, isDismissable = true, ...props }: TrayProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      data-slot="tray-overlay"
      className={trayOverlayVariants()}
    >
      <Modal data-slot="tray" className={composeClassName(className, trayVariants({ height }))}>
        <div aria-hidden="true" className="mx-auto mt-2 mb-1 h-1 w-10 shrink-0 rounded-full bg-border" />
        {children}
      </Modal>
    </ModalOverlay>
  );
}
