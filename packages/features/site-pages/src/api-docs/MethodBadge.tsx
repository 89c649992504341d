import type { OpenApiMethod } from '@tonearm/client/contract';
import { cn } from '@tonearm/ui';

const TONES: Record<OpenApiMethod, string> = {
  get: 'border-positive',
  post: 'border-primary',
  put: 'border-primary',
  patch: 'border-primary',
  delete: 'border-danger',
  head: 'border-control',
  options: 'border-control',
};

/** An HTTP method in capitals, its border coloured by what it does; the text carries the meaning and keeps full contrast. */
export function MethodBadge({ method }: { method: OpenApiMethod }) {
  return (
    <span
      data-slot="method-badge"
      className={cn(
        'inline-flex w-16 shrink-0 justify-center rounded border-2 bg-background px-1 text-foreground py-0.5 font-mono font-semibold text-xs uppercase',
        TONES[method],
      )}
    >
      {method}
    </span>
  );
}
