import type { DeletedComments } from '@tonearm/client/contract';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

/** The toast after a deletion, saying which comments went and which stay, marked deleted, for their replies. */
export function commentDeletionMessage({ removed, marked }: DeletedComments, trans: Translate): string {
  const removedLine =
    removed === 1 ? trans('1 comment deleted') : trans(':count comments deleted', { count: removed });
  if (marked === 0) return removedLine;
  const markedLine =
    marked === 1
      ? trans('1 comment with replies marked deleted')
      : trans(':count comments with replies marked deleted', { count: marked });
  return removed === 0 ? markedLine : `${removedLine}. ${markedLine}`;
}
