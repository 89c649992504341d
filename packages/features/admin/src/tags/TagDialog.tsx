import type { AdminTagPayload, AdminTagRow } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { FormTextField } from '@tonearm/ui';
import { NamedItemDialog } from '../named-item-dialog/NamedItemDialog';
import { type TagFormValues, tagFormResolver, tagFormValues, tagPayload } from './tag-form';

/** What the dialog is for: a new tag, or one to edit. */
export type TagDialogMode = { kind: 'create' } | { kind: 'edit'; tag: AdminTagRow };

export interface TagDialogProps {
  /** Open while set. */
  mode: TagDialogMode | null;
  onClose: () => void;
  /** Saves the tag (`id` null for a new one); a 422 shows on its fields. */
  save: (id: number | null, payload: AdminTagPayload) => Promise<unknown>;
}

/** "Add a tag" and "Edit": its unique name, display name and type. */
export function TagDialog({ mode, onClose, save }: TagDialogProps) {
  const { trans } = useTrans();
  const tag = mode?.kind === 'edit' ? mode.tag : null;
  return (
    <NamedItemDialog<TagFormValues, AdminTagPayload>
      open={mode && { item: tag, values: tagFormValues(tag) }}
      onClose={onClose}
      lines={{
        addTitle: trans('Add a tag'),
        nameDescription: trans(
          'The tag’s unique identifier in addresses: lowercase letters, digits and dashes.',
        ),
        added: trans('Tag added'),
        updated: trans('Tag updated'),
      }}
      resolver={tagFormResolver(trans)}
      toPayload={tagPayload}
      save={save}
      after={(control) => (
        <FormTextField
          name="type"
          control={control}
          label={trans('Type')}
          description={trans('Tags you add yourself are custom.')}
          isRequired
        />
      )}
    />
  );
}
