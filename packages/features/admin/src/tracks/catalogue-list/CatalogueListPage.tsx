import { showRequestError, useTrans } from '@tonearm/shell';
import { ButtonLink, type DataTableColumn, type DataTableFilterDefinition, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { AdminListTable, useAdminList, useDataTableLabels } from '../../list-page';
import { CatalogueBulkDelete, CatalogueDeleteDialog } from '../delete-dialog';

/** The words of one catalogue list, already translated. */
export interface CatalogueListWords {
  title: string;
  /** The button that opens the empty form ("New track"). */
  add: string;
  empty: string;
  noMatch: string;
  error: string;
  /** 'Delete “:name”?' for one row. */
  deleteOne: (name: string) => string;
  /** 'Delete :count albums?' for the selection. */
  deleteMany: (count: number) => string;
  /** What goes besides the rows (an album's tracks). */
  deleteMessage: (count: number) => string;
  deleted: (count: number) => string;
}

export interface CatalogueListPageProps<Row extends { id: number; name: string }> {
  /** `tracks`, `albums` or `artists`: the section under `/admin` and under `admin/` in the API. */
  section: string;
  row: z.ZodMiniType<Row>;
  words: CatalogueListWords;
  columns: (onDelete: (row: Row) => void) => DataTableColumn<Row>[];
  filters: readonly DataTableFilterDefinition[];
}

/**
 * The admin's tracks, albums or artists list: paged, searched, sorted and filtered on the server; "New" opens the
 * empty form, each row opens its form or its insights, and deleting asks first, naming the stored files that go.
 */
export function CatalogueListPage<Row extends { id: number; name: string }>({
  section,
  row,
  words,
  columns,
  filters,
}: CatalogueListPageProps<Row>) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const resource = `admin/${section}`;
  const list = useAdminList(resource, row);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const labels = useDataTableLabels({ empty: words.empty, noMatch: words.noMatch, error: words.error });
  const tableColumns = useMemo(() => columns(setDeleting), [columns]);
  const headingId = `${section}-title`;

  // A refusal keeps the confirmation open with the server's reason in a toast.
  const remove = async (ids: readonly number[]) => {
    try {
      await list.deleteRows(ids);
      toast.positive(words.deleted(ids.length));
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="font-semibold text-xl">
          {words.title}
        </h1>
        <ButtonLink href={`/admin/${section}/new`}>{words.add}</ButtonLink>
      </header>
      <AdminListTable
        list={list}
        labelledBy={headingId}
        columns={tableColumns}
        filters={filters}
        labels={labels}
        getRowKey={(item) => item.id}
        bulkActions={(keys) => (
          <CatalogueBulkDelete
            resource={resource}
            keys={keys}
            label={trans('Delete')}
            title={words.deleteMany}
            message={words.deleteMessage}
            onDelete={remove}
          />
        )}
        onRowAction={(key) => navigate(`/admin/${section}/${String(key)}/edit`)}
      />
      <CatalogueDeleteDialog
        resource={resource}
        ids={deleting ? [deleting.id] : []}
        title={words.deleteOne(deleting?.name ?? '')}
        message={words.deleteMessage(1)}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove([deleting.id]) : Promise.resolve())}
      />
    </div>
  );
}
