import { useTrans } from '@tonearm/shell';
import { Button, Skeleton } from '@tonearm/ui';

export interface EditorLoadErrorProps {
  /** What could not be loaded, as the page's heading ("The plan could not be loaded"). */
  title: string;
  onRetry: () => void;
}

/** An editor page whose record or catalogue failed to load: says so, with "Try again". */
export function EditorLoadError({ title, onRetry }: EditorLoadErrorProps) {
  const { trans } = useTrans();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <h1 className="font-semibold text-xl">{title}</h1>
      <Button variant="outline" onPress={onRetry}>
        {trans('Try again')}
      </Button>
    </div>
  );
}

/** An editor page while its record loads: the shape of a title and two fields, announced as loading. */
export function EditorLoading() {
  const { trans } = useTrans();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {trans('Loading…')}
      </p>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-10 w-full max-w-2xl" />
      <Skeleton className="h-10 w-full max-w-2xl" />
    </div>
  );
}
