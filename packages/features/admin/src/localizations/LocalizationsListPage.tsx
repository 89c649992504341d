import { localizationDownloadUrl } from '@tonearm/client/calls';
import type { AdminLocalizationRow } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useFormatDate, useFormatNumber, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { LocalizationDialog, type LocalizationDialogMode } from './LocalizationDialog';
import { localizationColumns } from './localization-columns';
import { useLocalizationsList } from './use-localizations-list';

/** `/admin/localizations`: the languages offered, searched and sorted on the server, each opened to translate. */
export function LocalizationsListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
  const http = useHttpClient();
  const navigate = useNavigate();
  const list = useLocalizationsList();
  const [dialog, setDialog] = useState<LocalizationDialogMode | null>(null);
  const [deleting, setDeleting] = useState<AdminLocalizationRow | null>(null);
  const labels = useDataTableLabels({
    empty: trans('No localizations yet'),
    noMatch: trans('No matching localizations'),
    error: trans('The localizations could not be loaded'),
    deleteTitle: (count) =>
      trans('{count, plural, one {Delete # localization?} other {Delete # localizations?}}', { count }),
    deleteMessage: () =>
      trans('Their translations are deleted for good; users who chose them see the source language.'),
  });
  const columns = useMemo(
    () =>
      localizationColumns({
        trans,
        formatDate,
        formatNumber,
        downloadUrl: (localization) => localizationDownloadUrl(http, localization.id),
        onRename: (localization) => setDialog({ kind: 'rename', localization }),
        onDelete: setDeleting,
      }),
    [trans, formatDate, formatNumber, http],
  );

  // A refusal (the source language answers 422) keeps the confirmation open with the server's reason in a toast.
  const remove = async (ids: readonly number[]) => {
    try {
      await list.deleteRows(ids);
      toast.positive(
        trans('{count, plural, one {Localization deleted} other {# localizations deleted}}', {
          count: ids.length,
        }),
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };
  const addLocalization = (
    <Button onPress={() => setDialog({ kind: 'create' })}>{trans('Add a localization')}</Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="localizations-title" className="font-semibold text-xl">
          {trans('Localizations')}
        </h1>
        {addLocalization}
      </header>
      <AdminListTable
        list={list}
        labelledBy="localizations-title"
        columns={columns}
        filters={[]}
        labels={labels}
        getRowKey={(localization) => localization.id}
        onDelete={(keys) => remove(keys.map(Number))}
        onRowAction={(key) => navigate(`/admin/localizations/${String(key)}/translate`)}
        emptyAction={addLocalization}
      />
      <LocalizationDialog
        mode={dialog}
        onClose={() => setDialog(null)}
        create={list.create}
        rename={list.rename}
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
        {trans('Its translations are deleted for good; users who chose it see the source language.')}
      </AlertDialog>
    </div>
  );
}
