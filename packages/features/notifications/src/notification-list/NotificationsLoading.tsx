import { useTrans } from '@tonearm/shell';
import { Skeleton } from '@tonearm/ui';

/** Placeholder rows while notifications load, announced as busy. */
export function NotificationsLoading() {
  const { trans } = useTrans();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={trans('Loading notifications')}
      className="flex flex-col gap-3 p-4"
    >
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton shape="circle" className="size-10" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="w-3/4" />
            <Skeleton className="w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
