import type { AdminCustomPageRow } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useTrans } from '@tonearm/shell';
import { AlertDialog, ButtonLink, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { customPageColumns } from './custom-page-columns';
import { customPageFilters } from './custom-page-filters';
import { useCustomPagesList } from './use-custom-pages-list';

/** `/admin/custom-pages`: every page the operator wrote, searched, sorted and filtered on the server. */
export function CustomPagesListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const list = useCustomPagesList();
  const [deleting, setDeleting] = useState<AdminCustomPageRow | null>(null);
  const labels = useDataTableLabels({
    empty: trans('No pages yet'),
    noMatch: trans('No matching pages'),
    error: trans('The pages could not be loaded'),
    deleteTitle: (count) => trans('{count, plural, one {Delete # page?} other {Delete # pages?}}', { count }),
    deleteMessage: () =>
      trans('Pages are deleted for good, with their footer links. Their addresses will show “not found”.'),
  });
  const columns = useMemo(
    () => customPageColumns({ trans, formatDate, onDelete: setDeleting }),
    [trans, formatDate],
  );
  const filters = useMemo(() => customPageFilters(trans), [trans]);

  const remove = async (ids: readonly number[]) => {
    try {
      await list.deleteRows(ids);
      toast.positive(
        trans('{count, plural, one {Page deleted} other {# pages deleted}}', { count: ids.length }),
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };
  const addPage = <ButtonLink href="/admin/custom-pages/new">{trans('New page')}</ButtonLink>;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="custom-pages-title" className="font-semibold text-xl">
          {trans('Custom pages')}
        </h1>
        {addPage}
      </header>
      <AdminListTable
        list={list}
        labelledBy="custom-pages-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(page) => page.id}
        onDelete={(keys) => remove(keys.map(Number))}
        onRowAction={(key) => navigate(`/admin/custom-pages/${String(key)}/edit`)}
        emptyAction={addPage}
      />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={trans('Delete “:name”?', { name: deleting?.title ?? '' })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() => (deleting ? remove([deleting.id]) : undefined)}
      >
        {trans('The page is deleted for good, with its footer link. Its address will show “not found”.')}
      </AlertDialog>
    </div>
  );
}
