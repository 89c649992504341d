import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';

export interface LoadFailureProps {
  onRetry(): void;
  /** What failed, already translated. @default 'This could not be loaded.' in the visitor's language */
  message?: string;
}

/** A failed load with a way to try again, announced to screen readers. */
export function LoadFailure({ onRetry, message }: LoadFailureProps) {
  const { trans } = useTrans();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-ui border border-border p-6 text-center"
    >
      <p>{message ?? trans('This could not be loaded.')}</p>
      <Button variant="outline" onPress={onRetry}>
        {trans('Try again')}
      </Button>
    </div>
  );
}
