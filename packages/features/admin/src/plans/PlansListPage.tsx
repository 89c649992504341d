import type { AdminPlanRow } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, ButtonLink, SearchField, Skeleton, toast } from '@tonearm/ui';
import { useState } from 'react';
import { ListPager } from './ListPager';
import { PlanFilters } from './PlanFilters';
import { PlansTable } from './PlansTable';
import { usePlansList } from './use-plans-list';

/** `/admin/plans`: every plan with its prices and subscribers, searched and sorted on the server. */
export function PlansListPage() {
  const { trans } = useTrans();
  const list = usePlansList();
  const [deleting, setDeleting] = useState<AdminPlanRow | null>(null);
  const page = list.page && 'total' in list.page ? list.page : undefined;
  const narrowed = list.query.query !== '' || list.query.filters.length > 0;

  const remove = async (plan: AdminPlanRow) => {
    try {
      await list.deleteRows([plan.id]);
      toast.positive(trans('Plan deleted'));
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-xl">{trans('Subscription plans')}</h1>
        <ButtonLink href="/admin/plans/new">{trans('Add a plan')}</ButtonLink>
      </header>
      <SearchField
        label={trans('Search plans')}
        value={list.query.query}
        onChange={(query) => list.changeQuery({ query })}
        className="max-w-sm"
      />
      <PlanFilters filters={list.query.filters} onChange={(filters) => list.changeQuery({ filters })} />
      {list.error !== undefined && !page ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="font-medium">{trans('The plans could not be loaded')}</p>
          <Button variant="outline" onPress={() => void list.reload()}>
            {trans('Try again')}
          </Button>
        </div>
      ) : !page ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            {trans('Loading…')}
          </p>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : page.data.length === 0 ? (
        <div role="status" className="flex flex-col items-center gap-2 py-12 text-center">
          <p className="font-medium">{narrowed ? trans('No matching plans') : trans('No plans yet')}</p>
          <p className="text-muted-foreground text-sm">
            {narrowed
              ? trans('Try another search or filter.')
              : trans('Add a plan to offer it on the pricing page.')}
          </p>
        </div>
      ) : (
        <>
          <PlansTable
            rows={page.data}
            query={list.query}
            onSort={(change) => list.changeQuery(change)}
            onDelete={setDeleting}
          />
          <ListPager page={page} onPage={(number) => list.changeQuery({ page: number })} />
        </>
      )}
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={trans('Delete “:name”?', { name: deleting?.name ?? '' })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      >
        {trans(
          'The plan and its prices are deleted for good. A plan with subscribers cannot be deleted: hide it instead.',
        )}
      </AlertDialog>
    </div>
  );
}
