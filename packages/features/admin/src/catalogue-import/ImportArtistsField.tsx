import { useTrans } from '@tonearm/shell';
import { TextField } from '@tonearm/ui';
import { useCatalogueEndpoints } from '../catalogue-editors/catalogue-endpoints';
import { ArtistCreditsField } from '../tracks/track-editor/ArtistCreditsField';
import { splitList } from './import-form';

export interface ImportArtistsFieldProps {
  label: string;
  /** Comma-separated names, as the files' tags gave them. */
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

/**
 * Who an uploaded track or album is credited to: typed names on the admin's upload, where a new name creates the
 * artist; picked from the user's own artists where only those may be credited (the backstage). The tags' names
 * stay listed there until removed, so a name the server refuses is seen beside its message.
 */
export function ImportArtistsField({ label, value, onChange, errorMessage }: ImportArtistsFieldProps) {
  const { trans } = useTrans();
  const { picksArtists } = useCatalogueEndpoints();
  if (!picksArtists) {
    return (
      <TextField
        label={label}
        description={trans('Separate several artists with commas.')}
        isRequired
        value={value}
        onChange={onChange}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
      />
    );
  }
  // Names are the credits here (publishing matches them to the user's artists); their place in the list is a
  // stable key for the picker's rows.
  const credits = splitList(value).map((name, index) => ({ id: -1 - index, name }));
  return (
    <ArtistCreditsField
      label={label}
      value={credits}
      onChange={(next) => onChange([...new Set(next.map((artist) => artist.name))].join(', '))}
      errorMessage={errorMessage}
    />
  );
}
