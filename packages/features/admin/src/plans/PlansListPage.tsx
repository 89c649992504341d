import type { AdminPlanRow } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useTrans } from '@tonearm/shell';
import { AlertDialog, ButtonLink, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { planColumns } from './plan-columns';
import { planFilters } from './plan-filters';
import { usePlansList } from './use-plans-list';

/** `/admin/plans`: every plan with its prices and subscribers, searched, sorted and filtered on the server. */
export function PlansListPage() {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const list = usePlansList();
  const [deleting, setDeleting] = useState<AdminPlanRow | null>(null);
  const labels = useDataTableLabels({
    empty: trans('No plans yet'),
    noMatch: trans('No matching plans'),
    error: trans('The plans could not be loaded'),
    deleteTitle: (count) => trans('{count, plural, one {Delete # plan?} other {Delete # plans?}}', { count }),
    deleteMessage: () =>
      trans(
        'Plans and their prices are deleted for good. A plan with subscribers cannot be deleted: hide it instead.',
      ),
  });
  const columns = useMemo(
    () => planColumns({ trans, locale, formatDate, onDelete: setDeleting }),
    [trans, locale, formatDate],
  );
  const filters = useMemo(() => planFilters(trans), [trans]);

  // A refusal (a plan with subscribers answers 422) keeps the confirmation open with the server's reason in a toast.
  const remove = async (ids: readonly number[]) => {
    try {
      await list.deleteRows(ids);
      toast.positive(
        trans('{count, plural, one {Plan deleted} other {# plans deleted}}', { count: ids.length }),
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };
  const addPlan = <ButtonLink href="/admin/plans/new">{trans('Add a plan')}</ButtonLink>;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="plans-title" className="font-semibold text-xl">
          {trans('Subscription plans')}
        </h1>
        {addPlan}
      </header>
      <AdminListTable
        list={list}
        labelledBy="plans-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(plan) => plan.id}
        onDelete={(keys) => remove(keys.map(Number))}
        onRowAction={(key) => navigate(`/admin/plans/${String(key)}/edit`)}
        emptyAction={addPlan}
      />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={trans('Delete “:name”?', { name: deleting?.name ?? '' })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() => (deleting ? remove([deleting.id]) : undefined)}
      >
        {trans(
          'The plan and its prices are deleted for good. A plan with subscribers cannot be deleted: hide it instead.',
        )}
      </AlertDialog>
    </div>
  );
}
