import { useTrans } from '@tonearm/shell';
import { Skeleton } from '@tonearm/ui';

/** Three plan-shaped placeholders while the plans load. */
export function PlansLoading() {
  const { trans } = useTrans();
  return (
    <div role="status" aria-label={trans('Loading plans')} className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-3 rounded-ui border border-border p-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton shape="rect" className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
