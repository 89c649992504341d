import {
  type FormatDate,
  type FormatNumber,
  showRequestError,
  useFormatDate,
  useFormatNumber,
  useTrans,
} from '@tonearm/shell';
import {
  AlertDialog,
  Button,
  type DataTableColumn,
  type DataTableFilterDefinition,
  toast,
} from '@tonearm/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { type AdminListState, AdminListTable } from './AdminListTable';
import { type ListWords, useDataTableLabels } from './use-data-table-labels';

/** A row of a catalogue item known by a unique name and a display name (a genre, a tag). */
export interface NamedItemRow {
  id: number;
  display_name: string;
}

/** What the page gives a kind's column factory (`genreColumns`, `tagColumns`). */
export interface NamedItemColumnsOptions<Row> {
  trans: (line: string, replacements?: Record<string, string | number>) => string;
  formatDate: FormatDate;
  formatNumber: FormatNumber;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** The item dialog while open: `item` null for a new one. */
export interface NamedItemDialogTarget<Row> {
  item: Row | null;
}

/** The lines that name the kind of item, in the interface's language. */
export interface NamedItemsListWords extends Omit<ListWords, 'deleteMessage'> {
  /** The page's heading, which also names the table. */
  title: string;
  /** The add button's label, in the header and the empty state. */
  add: string;
  /** What a deletion does to the catalogue, in both delete confirmations. */
  deleteMessage: string;
  /** The toast after a deletion. */
  deleted: (count: number) => string;
}

export interface NamedItemsListPageProps<Row extends NamedItemRow> {
  /** The kind's list (`useGenresList`, `useTagsList`). */
  list: AdminListState<Row> & { deleteRows: (ids: readonly number[]) => Promise<unknown> };
  /** The heading's id, unique on the page. */
  headingId: string;
  words: NamedItemsListWords;
  filters: readonly DataTableFilterDefinition[];
  /** A module-level factory, so the columns are made again only when the language or formats change. */
  columns: (options: NamedItemColumnsOptions<Row>) => readonly DataTableColumn<Row>[];
  /** The kind's add and edit dialog, given what it is open for (`null` while closed). */
  dialog: (target: NamedItemDialogTarget<Row> | null, onClose: () => void) => ReactNode;
}

/**
 * The admin list of a kind of named catalogue item: paged, searched, sorted and filtered on the server, each item
 * added or edited in the kind's dialog and deleted after a confirmation, one at a time or several at once.
 */
export function NamedItemsListPage<Row extends NamedItemRow>({
  list,
  headingId,
  words,
  filters,
  columns: columnsOf,
  dialog,
}: NamedItemsListPageProps<Row>) {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
  const [target, setTarget] = useState<NamedItemDialogTarget<Row> | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const { deleteMessage } = words;
  const labels = useDataTableLabels({ ...words, deleteMessage: () => deleteMessage });
  const columns = useMemo(
    () =>
      columnsOf({
        trans,
        formatDate,
        formatNumber,
        onEdit: (item) => setTarget({ item }),
        onDelete: setDeleting,
      }),
    [columnsOf, trans, formatDate, formatNumber],
  );

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
  const addButton = <Button onPress={() => setTarget({ item: null })}>{words.add}</Button>;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="font-semibold text-xl">
          {words.title}
        </h1>
        {addButton}
      </header>
      <AdminListTable
        list={list}
        labelledBy={headingId}
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(item) => item.id}
        onDelete={(keys) => remove(keys.map(Number))}
        onRowAction={(key) => {
          const item = list.page?.data.find((row) => row.id === Number(key));
          if (item) setTarget({ item });
        }}
        emptyAction={addButton}
      />
      {dialog(target, () => setTarget(null))}
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
