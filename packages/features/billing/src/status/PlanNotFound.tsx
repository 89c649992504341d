import { useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';

/** An unknown plan or price in the address: say so and lead back to the plans. */
export function PlanNotFound() {
  const { trans } = useTrans();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-ui border border-border p-6 text-center"
    >
      <h2 className="font-semibold text-lg">{trans('This plan is not available')}</h2>
      <p className="text-muted-foreground">{trans('It may have been withdrawn, or the link is wrong.')}</p>
      <ButtonLink href="/pricing">{trans('See the plans')}</ButtonLink>
    </div>
  );
}
