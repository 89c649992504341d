import { type AdminTagRow, CUSTOM_TAG_TYPE } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useFormatNumber, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, type DataTableFilterDefinition, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { TagDialog, type TagDialogMode } from './TagDialog';
import { tagColumns } from './tag-columns';
import { useTagsList } from './use-tags-list';

/** `/admin/tags`: every tag, paged, searched, sorted and filtered on the server, each edited in a dialog. */
export function TagsListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
  const list = useTagsList();
  const [dialog, setDialog] = useState<TagDialogMode | null>(null);
  const [deleting, setDeleting] = useState<AdminTagRow | null>(null);
  const deleteMessage = trans('Albums and tracks lose the tag; they are not deleted.');
  const labels = useDataTableLabels({
    empty: trans('No tags yet'),
    noMatch: trans('No matching tags'),
    error: trans('The tags could not be loaded'),
    deleteTitle: (count) => trans('{count, plural, one {Delete # tag?} other {Delete # tags?}}', { count }),
    deleteMessage: () => deleteMessage,
  });
  const filters = useMemo(
    (): DataTableFilterDefinition[] => [
      {
        type: 'select',
        key: 'type',
        label: trans('Type'),
        options: [{ value: CUSTOM_TAG_TYPE, label: trans('Custom') }],
      },
      { type: 'dateRange', key: 'created_at', label: trans('Date added') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ],
    [trans],
  );
  const columns = useMemo(
    () =>
      tagColumns({
        trans,
        formatDate,
        formatNumber,
        onEdit: (tag) => setDialog({ kind: 'edit', tag }),
        onDelete: setDeleting,
      }),
    [trans, formatDate, formatNumber],
  );

  // A refusal keeps the confirmation open with the server's reason in a toast.
  const remove = async (ids: readonly number[]) => {
    try {
      await list.deleteRows(ids);
      toast.positive(
        trans('{count, plural, one {Tag deleted} other {# tags deleted}}', { count: ids.length }),
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };
  const addTag = <Button onPress={() => setDialog({ kind: 'create' })}>{trans('Add a tag')}</Button>;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="tags-title" className="font-semibold text-xl">
          {trans('Tags')}
        </h1>
        {addTag}
      </header>
      <AdminListTable
        list={list}
        labelledBy="tags-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(tag) => tag.id}
        onDelete={(keys) => remove(keys.map(Number))}
        onRowAction={(key) => {
          const tag = list.page?.data.find((row) => row.id === Number(key));
          if (tag) setDialog({ kind: 'edit', tag });
        }}
        emptyAction={addTag}
      />
      <TagDialog mode={dialog} onClose={() => setDialog(null)} save={list.save} />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={trans('Delete “:name”?', { name: deleting?.display_name ?? '' })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() => (deleting ? remove([deleting.id]) : undefined)}
      >
        {deleteMessage}
      </AlertDialog>
    </div>
  );
}
