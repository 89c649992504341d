import { useTrans } from '@tonearm/shell';
import { Button, ButtonLink, FileTrigger, SearchField } from '@tonearm/ui';
import { AddKeyDialog } from './AddKeyDialog';
import type { TranslateLinesState } from './use-translate-lines';

export interface TranslateToolbarProps {
  lines: TranslateLinesState;
  onSave: () => void;
  onUpload: (file: File) => void;
  isSaving: boolean;
}

/** The translate screen's search, "Add a key", download and upload of the JSON file, and Save. */
export function TranslateToolbar({ lines, onSave, onUpload, isSaving }: TranslateToolbarProps) {
  const { trans } = useTrans();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchField
        label={trans('Search lines')}
        description={trans('Matches the English line or its translation.')}
        value={lines.query}
        onChange={lines.search}
        className="min-w-60 flex-1"
      />
      <AddKeyDialog addKey={lines.addKey} />
      <ButtonLink variant="outline" href={lines.downloadUrl} download>
        {trans('Download JSON')}
      </ButtonLink>
      <FileTrigger
        acceptedFileTypes={['application/json', '.json']}
        onSelectFiles={(accepted) => {
          const [file] = accepted;
          if (file) onUpload(file);
        }}
      >
        <Button variant="outline">{trans('Upload JSON')}</Button>
      </FileTrigger>
      <Button onPress={onSave} isDisabled={lines.changeCount === 0} isPending={isSaving}>
        {lines.changeCount === 0
          ? trans('Save translations')
          : trans('{count, plural, one {Save # change} other {Save # changes}}', {
              count: lines.changeCount,
            })}
      </Button>
    </div>
  );
}
