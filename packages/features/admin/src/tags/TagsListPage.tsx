import { CUSTOM_TAG_TYPE } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { useMemo } from 'react';
import { NamedItemsListPage } from '../list-page';
import { TagDialog } from './TagDialog';
import { tagColumns } from './tag-columns';
import { useTagsList } from './use-tags-list';

/** `/admin/tags`: every tag, paged, searched, sorted and filtered on the server, each edited in a dialog. */
export function TagsListPage() {
  const { trans } = useTrans();
  const list = useTagsList();
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
  return (
    <NamedItemsListPage
      list={list}
      headingId="tags-title"
      words={{
        title: trans('Tags'),
        add: trans('Add a tag'),
        empty: trans('No tags yet'),
        noMatch: trans('No matching tags'),
        error: trans('The tags could not be loaded'),
        deleteTitle: (count) =>
          trans('{count, plural, one {Delete # tag?} other {Delete # tags?}}', { count }),
        deleteMessage: trans('Albums and tracks lose the tag; they are not deleted.'),
        deleted: (count) => trans('{count, plural, one {Tag deleted} other {# tags deleted}}', { count }),
      }}
      filters={filters}
      columns={tagColumns}
      dialog={(target, onClose) => (
        <TagDialog
          mode={target && (target.item ? { kind: 'edit', tag: target.item } : { kind: 'create' })}
          onClose={onClose}
          save={list.save}
        />
      )}
    />
  );
}
