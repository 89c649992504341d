import type { AdminChannelRow } from '@tonearm/client/contract';
import type { FormatDate, Translate } from '@tonearm/shell';
import { Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';
import { contentModelLabels, contentTypeLabels } from './channel-labels';

export interface ChannelColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  onMakeHome: (channel: AdminChannelRow) => void;
  onDelete: (channel: AdminChannelRow) => void;
}

/** The editor of a channel. */
export const channelEditorPath = (id: number) => `/admin/channels/${id}/edit`;

/**
 * The channels list's columns: title with slug (and the home page's mark), how its content is chosen, its type,
 * the last update and the row's actions.
 */
export function channelColumns({
  trans,
  formatDate,
  onMakeHome,
  onDelete,
}: ChannelColumnsOptions): DataTableColumn<AdminChannelRow>[] {
  const types = contentTypeLabels(trans);
  const models = contentModelLabels(trans);
  return [
    {
      id: 'name',
      header: trans('Channel'),
      isRowHeader: true,
      isKeyColumn: true,
      allowsSorting: true,
      cell: (channel) => (
        <span className="flex flex-col">
          <span className="flex items-center gap-2 font-medium">
            {channel.name}
            {channel.is_home && <Badge tone="primary">{trans('Home page')}</Badge>}
          </span>
          <span className="text-muted-foreground text-sm">/{channel.slug}</span>
        </span>
      ),
    },
    { id: 'content_type', header: trans('Content'), cell: (channel) => types[channel.content_type] },
    {
      id: 'content_model',
      header: trans('Type of content'),
      cell: (channel) => models[channel.content_model],
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (channel) => formatDate(channel.updated_at, 'short'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (channel) => (
        <DataTableRowActions aria-label={trans('Actions for :name', { name: channel.name })}>
          <MenuItem href={channelEditorPath(channel.id)}>{trans('Edit')}</MenuItem>
          <MenuItem href={`/channel/${channel.slug}`}>{trans('Open the channel page')}</MenuItem>
          {!channel.is_home && (
            <MenuItem onAction={() => onMakeHome(channel)}>{trans('Show on the home page')}</MenuItem>
          )}
          {!channel.is_home && (
            <MenuItem intent="danger" onAction={() => onDelete(channel)}>
              {trans('Delete')}
            </MenuItem>
          )}
        </DataTableRowActions>
      ),
    },
  ];
}
