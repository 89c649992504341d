import { useId, useState } from 'react';
import { Button } from '../button';
import { ChevronDownIcon, ChevronRightIcon } from '../utils/icons';
import { DEFAULT_ERROR_DIALOG_LABELS, type ErrorDialogLabels } from './error-dialog-labels';
import type { ErrorTraceFrame } from './error-payload';
import { StackFrame } from './StackFrame';

export interface VendorFramesProps {
  frames: readonly ErrorTraceFrame[];
  /**
   * Whether the frames are shown at first.
   * @default false
   */
  defaultExpanded?: boolean;
  /**
   * How many frames the run holds, in words; pass a translated one that follows the reader's plural rules.
   * @default English: '1 vendor frame', '3 vendor frames'
   */
  countLabel?: (count: number) => string;
  /**
   * The button that shows the frames.
   * @default 'Expand vendor frames'
   */
  expandLabel?: string;
  /**
   * The button that hides them again.
   * @default 'Collapse vendor frames'
   */
  collapseLabel?: string;
  /**
   * Each frame's accessible name.
   * @default English: '<method> at <path>:<line>'
   */
  frameLabel?: ErrorDialogLabels['frame'];
}

/**
 * A run of third-party frames, collapsed behind 'Expand vendor frames' so the application's own frames stand out.
 * Styling hook: `[data-slot="vendor-frames"]` with `[data-expanded]`.
 */
export function VendorFrames({
  frames,
  defaultExpanded = false,
  countLabel = DEFAULT_ERROR_DIALOG_LABELS.vendorFrameCount,
  expandLabel = DEFAULT_ERROR_DIALOG_LABELS.expandVendorFrames,
  collapseLabel = DEFAULT_ERROR_DIALOG_LABELS.collapseVendorFrames,
  frameLabel = DEFAULT_ERROR_DIALOG_LABELS.frame,
}: VendorFramesProps) {
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  const count = countLabel(frames.length);
  return (
    <div data-slot="vendor-frames" data-expanded={isExpanded || undefined} className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isExpanded}
          aria-controls={isExpanded ? listId : undefined}
          onPress={() => setExpanded((expanded) => !expanded)}
        >
          {isExpanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
          {isExpanded ? collapseLabel : expandLabel}
        </Button>
        <span className="text-muted-foreground text-xs">{count}</span>
      </div>
      {isExpanded && (
        <ol id={listId} className="flex flex-col gap-2">
          {frames.map((frame) => (
            <li key={frame.flatIndex}>
              <StackFrame frame={frame} isVendor aria-label={frameLabel(frame)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
