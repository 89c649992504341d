export { Tray, type TrayProps } from './Tray';
export { TrayPopover, type TrayPopoverProps } from './TrayPopover';
export { trayOverlayVariants, trayVariants } from './tray.variants';
