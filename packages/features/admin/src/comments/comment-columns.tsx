import type { AdminCommentRow } from '@tonearm/client/contract';
import type { FormatDate, FormatNumber } from '@tonearm/shell';
import { Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';
import { ArtworkName } from '../tracks/catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface CommentColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Writes a count the way the language writes numbers (`useFormatNumber()`). */
  formatNumber: FormatNumber;
  onEdit: (comment: AdminCommentRow) => void;
  onDelete: (comment: AdminCommentRow) => void;
  onRestore: (comment: AdminCommentRow) => void;
}

/**
 * The comments list's columns: the text (always as text, never HTML) with its author, the track, replies, reports,
 * the date and the row's actions; a deleted comment offers Restore instead of Delete.
 */
export function commentColumns({
  trans,
  formatDate,
  formatNumber,
  onEdit,
  onDelete,
  onRestore,
}: CommentColumnsOptions): DataTableColumn<AdminCommentRow>[] {
  return [
    {
      id: 'content',
      header: trans('Comment'),
      isRowHeader: true,
      isKeyColumn: true,
      cell: (comment) => (
        <span className="flex min-w-0 flex-col gap-1">
          <span className="line-clamp-2 whitespace-pre-line break-words">{comment.content}</span>
          <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
            <span>{trans(':name (:email)', { name: comment.user.name, email: comment.user.email })}</span>
            {comment.deleted && <Badge tone="danger">{trans('Deleted')}</Badge>}
            {comment.parent_id !== null && <Badge tone="outline">{trans('Reply')}</Badge>}
          </span>
        </span>
      ),
    },
    {
      id: 'track',
      header: trans('Track'),
      cell: (comment) => <ArtworkName image={comment.track.image} name={comment.track.name} />,
    },
    {
      id: 'replies_count',
      header: trans('Replies'),
      align: 'end',
      cell: (comment) => formatNumber(comment.replies_count),
    },
    {
      id: 'reports_count',
      header: trans('Reports'),
      allowsSorting: true,
      align: 'end',
      cell: (comment) => formatNumber(comment.reports_count),
    },
    {
      id: 'created_at',
      header: trans('Written'),
      allowsSorting: true,
      cell: (comment) => formatDate(comment.created_at, 'timestamp'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (comment) => (
        <DataTableRowActions
          aria-label={trans('Actions for the comment by :name', { name: comment.user.name })}
        >
          <MenuItem onAction={() => onEdit(comment)}>{trans('Edit')}</MenuItem>
          {comment.deleted ? (
            <MenuItem onAction={() => onRestore(comment)}>{trans('Restore')}</MenuItem>
          ) : (
            <MenuItem intent="danger" onAction={() => onDelete(comment)}>
              {trans('Delete')}
            </MenuItem>
          )}
        </DataTableRowActions>
      ),
    },
  ];
}
