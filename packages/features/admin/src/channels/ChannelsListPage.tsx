import type { AdminChannelRow, ChannelPreset } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useTrans } from '@tonearm/shell';
import { AlertDialog, ButtonLink, type DataTableFilterDefinition, toast } from '@tonearm/ui';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { ApplyPresetMenu } from './apply-preset';
import { channelColumns, channelEditorPath } from './channel-columns';
import { channelPresetLabels, contentModelLabels, contentTypeLabels } from './channel-labels';
import { useChannelsList } from './use-channels-list';

/**
 * `/admin/channels`: every channel, paged, searched, sorted and filtered on the server; each opens its editor, and
 * any but the home channel can become the home page or be deleted. "Apply preset" replaces them all.
 */
export function ChannelsListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const list = useChannelsList();
  const [deleting, setDeleting] = useState<AdminChannelRow | null>(null);
  const deleteMessage = trans('Its content stays in the catalogue; channels that show it stop showing it.');
  const labels = useDataTableLabels({
    empty: trans('No channels yet'),
    noMatch: trans('No matching channels'),
    error: trans('The channels could not be loaded'),
    deleteTitle: (count) =>
      trans('{count, plural, one {Delete # channel?} other {Delete # channels?}}', { count }),
    deleteMessage: () => deleteMessage,
  });
  const filters = useMemo((): DataTableFilterDefinition[] => {
    const types = contentTypeLabels(trans);
    const models = contentModelLabels(trans);
    return [
      {
        type: 'select',
        key: 'content_type',
        label: trans('Content'),
        options: Object.entries(types).map(([value, label]) => ({ value, label })),
      },
      {
        type: 'select',
        key: 'content_model',
        label: trans('Type of content'),
        options: Object.entries(models).map(([value, label]) => ({ value, label })),
      },
      { type: 'dateRange', key: 'created_at', label: trans('Date added') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ];
  }, [trans]);

  const { makeHome: makeHomeChannel } = list;
  const makeHome = useCallback(
    async (channel: AdminChannelRow) => {
      try {
        await makeHomeChannel(channel.id);
        toast.positive(trans('The home page now shows “:name”', { name: channel.name }));
      } catch (error) {
        showRequestError(error);
      }
    },
    [makeHomeChannel, trans],
  );
  const columns = useMemo(
    () =>
      channelColumns({
        trans,
        formatDate,
        onMakeHome: (channel) => void makeHome(channel),
        onDelete: setDeleting,
      }),
    [trans, formatDate, makeHome],
  );

  // A refusal (the home channel among them) keeps the confirmation open with the server's reason in a toast.
  const remove = async (ids: readonly number[]) => {
    try {
      await list.deleteRows(ids);
      toast.positive(
        trans('{count, plural, one {Channel deleted} other {# channels deleted}}', { count: ids.length }),
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };
  // A failure keeps the confirmation open, with the server's reason in a toast.
  const applyPreset = async (preset: ChannelPreset) => {
    try {
      await list.applyPreset(preset);
      toast.positive(
        trans('The “:name” preset is applied', { name: channelPresetLabels(trans)[preset].name }),
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };
  const addChannel = <ButtonLink href="/admin/channels/new">{trans('Add a channel')}</ButtonLink>;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="channels-title" className="font-semibold text-xl">
          {trans('Channels')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <ApplyPresetMenu onApply={applyPreset} />
          {addChannel}
        </div>
      </header>
      <AdminListTable
        list={list}
        labelledBy="channels-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(channel) => channel.id}
        onDelete={(keys) => remove(keys.map(Number))}
        onRowAction={(key) => navigate(channelEditorPath(Number(key)))}
        emptyAction={addChannel}
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
        {deleteMessage}
      </AlertDialog>
    </div>
  );
}
