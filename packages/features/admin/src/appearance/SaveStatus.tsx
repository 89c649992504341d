import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import type { AppearanceSaveStatus } from './use-appearance-editor';

export interface SaveStatusProps {
  status: AppearanceSaveStatus;
  isDirty: boolean;
  /** Whether a required field is empty or a value would be refused, which keeps Save off. */
  isIncomplete: boolean;
}

/** Says, politely, whether visitors see what the preview shows: saved, unsaved, saving, or saving failed. */
export function SaveStatus({ status, isDirty, isIncomplete }: SaveStatusProps) {
  const { trans } = useTrans();
  let message = trans('Saved: visitors see what the preview shows.');
  if (status === 'saving') message = trans('Saving…');
  else if (status === 'failed') message = trans('Saving failed. Your changes are kept: try again.');
  else if (isIncomplete) message = trans('Correct the marked fields before saving.');
  else if (isDirty) message = trans('Unsaved changes: visitors do not see them yet.');
  return (
    <p
      role="status"
      data-slot="save-status"
      className={cn(
        'border-border border-b px-4 py-2 text-sm',
        status === 'failed' ? 'text-danger' : 'text-muted-foreground',
      )}
    >
      {message}
    </p>
  );
}
