import { useId, useState } from 'react';
import { Button } from '../button';
import { ChevronDownIcon, ChevronRightIcon } from '../utils/icons';
import type { ErrorTraceFrame } from './error-payload';
import { StackFrame } from './StackFrame';

export interface VendorFramesProps {
  frames: readonly ErrorTraceFrame[];
  /**
   * Whether the frames are shown at first.
   * @default false
   */
  defaultExpanded?: boolean;
}

/**
 * A run of third-party frames, collapsed behind 'Expand vendor frames' so the application's own frames stand out.
 * Styling hook: `[data-slot="vendor-frames"]` with `[data-expanded]`.
 */
export function VendorFrames({ frames, defaultExpanded = false }: VendorFramesProps) {
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  const count = frames.length === 1 ? '1 vendor frame' : `${frames.length} vendor frames`;
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
          {isExpanded ? 'Collapse vendor frames' : 'Expand vendor frames'}
        </Button>
        <span className="text-muted-foreground text-xs">{count}</span>
      </div>
      {isExpanded && (
        <ol id={listId} className="flex flex-col gap-2">
          {frames.map((frame) => (
            <li key={frame.flatIndex}>
              <StackFrame frame={frame} isVendor />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
