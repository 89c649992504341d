import { errorStatus } from '@tonearm/client';
import { NotFoundPage, useTrans } from '@tonearm/shell';
import { Button, Skeleton } from '@tonearm/ui';
import type { ReactNode } from 'react';

export interface PageStateProps<Data> {
  data: Data | undefined;
  error: unknown;
  retry: () => void;
  /** The page once its data is in. */
  children: (data: Data) => ReactNode;
}

/** A page's loading, not-found, failed and loaded states, the same on every catalogue page. */
export function PageState<Data>({ data, error, retry, children }: PageStateProps<Data>) {
  const { trans } = useTrans();
  if (data !== undefined) return children(data);
  if (error) {
    if (errorStatus(error) === 404) return <NotFoundPage />;
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <p className="font-semibold text-lg">{trans('There was an issue. Please try again.')}</p>
        <Button variant="outline" onPress={retry}>
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  return <PageSkeleton label={trans('Loading')} />;
}

/**
 * The outline of a catalogue page while it loads: a header and a few rows. It fills the screen, so the footer waits
 * below the fold instead of showing at the bottom and then jumping away when the page arrives (a layout shift).
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="mx-auto flex min-h-screen w-full max-w-6xl flex-col gap-6 px-4 py-6"
    >
      <div className="flex items-end gap-4">
        <Skeleton className="size-32 shrink-0 md:size-48" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      {['a', 'b', 'c', 'd', 'e'].map((key) => (
        <Skeleton key={key} className="h-12 w-full" />
      ))}
    </div>
  );
}
