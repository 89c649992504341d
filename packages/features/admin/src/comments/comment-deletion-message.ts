import type { DeletedComments } from '@tonearm/client/contract';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

/** The toast after a deletion, saying which comments went and which stay, marked deleted, for their replies. */
export function commentDeletionMessage({ removed, marked }: DeletedComments, trans: Translate): string {
  const removedLine = trans('{count, plural, one {# comment deleted} other {# comments deleted}}', {
    count: removed,
  });
  if (marked === 0) return removedLine;
  const markedLine = trans(
    '{count, plural, one {# comment with replies marked deleted} other {# comments with replies marked deleted}}',
    { count: marked },
  );
  return removed === 0 ? markedLine : `${removedLine}. ${markedLine}`;
}
