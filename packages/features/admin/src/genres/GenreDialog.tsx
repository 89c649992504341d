import type { AdminGenrePayload, AdminGenreRow } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Controller } from 'react-hook-form';
import { NamedItemDialog } from '../named-item-dialog/NamedItemDialog';
import { ArtworkField } from '../tracks/track-editor/ArtworkField';
import { type GenreFormValues, genreFormResolver, genreFormValues, genrePayload } from './genre-form';

/** What the dialog is for: a new genre, or one to edit. */
export type GenreDialogMode = { kind: 'create' } | { kind: 'edit'; genre: AdminGenreRow };

export interface GenreDialogProps {
  /** Open while set. */
  mode: GenreDialogMode | null;
  onClose: () => void;
  /** Saves the genre (`id` null for a new one); a 422 shows on its fields. */
  save: (id: number | null, payload: AdminGenrePayload) => Promise<unknown>;
}

/** "Add a genre" and "Edit": its image (uploaded at once), unique name and display name. */
export function GenreDialog({ mode, onClose, save }: GenreDialogProps) {
  const { trans } = useTrans();
  const genre = mode?.kind === 'edit' ? mode.genre : null;
  return (
    <NamedItemDialog<GenreFormValues, AdminGenrePayload>
      open={mode && { item: genre, values: genreFormValues(genre) }}
      onClose={onClose}
      lines={{
        addTitle: trans('Add a genre'),
        nameDescription: trans(
          'The genre’s unique identifier in addresses: lowercase letters, digits and dashes.',
        ),
        added: trans('Genre added'),
        updated: trans('Genre updated'),
      }}
      resolver={genreFormResolver(trans)}
      toPayload={genrePayload}
      save={save}
      before={(control) => (
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ArtworkField
              label={trans('Image')}
              value={field.value}
              onChange={field.onChange}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
