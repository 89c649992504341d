import type { ReactNode } from 'react';
import { Button } from '../button';
import { IllustratedMessage } from '../illustrated-message';

interface DataTableMessageProps {
  title: string;
  description?: string | undefined;
  action?: ReactNode;
  onRetry?: (() => void) | undefined;
  retryLabel?: string;
}

/** The empty, no-match or error state, in the one cell an empty table shows. */
export function DataTableMessage({ title, description, action, onRetry, retryLabel }: DataTableMessageProps) {
  const retry = onRetry && (
    <Button variant="outline" size="sm" onPress={onRetry}>
      {retryLabel}
    </Button>
  );
  return (
    <IllustratedMessage
      size="sm"
      title={title}
      description={description}
      action={retry ?? action}
      className="py-10"
    />
  );
}
