import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  DropZone as RACDropZone,
  type DropZoneProps as RACDropZoneProps,
} from 'react-aria-components';
import { cn } from '../utils/cn';
import { filesFromDropItems } from './accepted-files';

export interface DropZoneProps extends Omit<RACDropZoneProps, 'children'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The file types the zone takes, as in an `<input accept>` (`image/*`, `.mp3`); none means any. */
  acceptedFileTypes?: readonly string[];
  /** Called with the dropped or pasted files split by `acceptedFileTypes`. */
  onDropFiles?: (accepted: File[], rejected: File[]) => void;
  /** The zone's content: a `Text slot="label"` that names it, and usually a `FileTrigger` for choosing files. */
  children?: ReactNode;
}

/**
 * An area that takes files dragged onto it, or pasted while its (visually hidden) drop button has focus, so it
 * works without a pointer. Styling hooks: `[data-slot="drop-zone"]` with `[data-drop-target]`,
 * `[data-focus-visible]`, `[data-disabled]`.
 */
export function DropZone({
  acceptedFileTypes,
  onDropFiles,
  onDrop,
  className,
  children,
  ...props
}: DropZoneProps) {
  return (
    <RACDropZone
      {...props}
      data-slot="drop-zone"
      onDrop={async (event) => {
        onDrop?.(event);
        if (!onDropFiles) return;
        const { accepted, rejected } = await filesFromDropItems(event.items, acceptedFileTypes);
        onDropFiles(accepted, rejected);
      }}
      className={composeRenderProps(className, (className) =>
        cn(
          'flex flex-col items-center justify-center gap-3 rounded-ui border-2 border-dashed border-control p-6',
          'text-center text-sm text-muted-foreground transition-colors',
          'data-[drop-target]:border-primary data-[drop-target]:bg-muted data-[drop-target]:text-foreground',
          'data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-solid',
          'data-[focus-visible]:outline-focus data-[disabled]:cursor-not-allowed data-[disabled]:border-border',
          className,
        ),
      )}
    >
      {children}
    </RACDropZone>
  );
}
