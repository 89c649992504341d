import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';

export interface LoadFailureProps {
  onRetry(): void;
  /** @default 'This could not be loaded.' */
  message?: string;
}

/** A failed load with a way to try again, announced to screen readers. */
export function LoadFailure({ onRetry, message = 'This could not be loaded.' }: LoadFailureProps) {
  const { trans } = useTrans();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-ui border border-border p-6 text-center"
    >
      <p>{trans(message)}</p>
      <Button variant="outline" onPress={onRetry}>
        {trans('Try again')}
      </Button>
    </div>
  );
}
