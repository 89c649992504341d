/** The tooltip bubble; it fades in and out through React Aria's `data-[entering]` and `data-[exiting]`. */
export const tooltipStyles = [
  'max-w-64 rounded-ui bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md',
  'transition-opacity duration-150 data-[entering]:opacity-0 data-[exiting]:opacity-0 motion-reduce:transition-none',
].join(' ');
