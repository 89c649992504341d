import { formatBytes } from '@tonearm/client/rules';
import { useSettings, useTrans } from '@tonearm/shell';
import { FileDropZone, useLocale } from '@tonearm/ui';
import { useUploadHub } from '../upload-hub/upload-hub-context';
import { UploadsPanel } from '../uploads-panel/UploadsPanel';

/**
 * `/admin/files` (doc 001 §2, permission files.update): the operator uploads files and folders to the site's
 * storage and follows them in the upload queue. Large files go by the resumable method and pick up where they
 * stopped after a lost connection or a reload, when the same file is chosen again.
 */
export function FilesPage() {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const hub = useUploadHub();
  const maxSize = useSettings().uploads?.max_size;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 md:py-10">
      <h1 className="font-semibold text-2xl">{trans('Files')}</h1>
      <FileDropZone
        label={trans('Drop files or folders here to upload them')}
        description={
          maxSize
            ? trans('Up to :size a file. A large upload that stops resumes when you choose the file again.', {
                size: formatBytes(maxSize, locale),
              })
            : trans('A large upload that stops resumes when you choose the file again.')
        }
        allowsFolders
        chooseFilesLabel={trans('Choose files')}
        chooseFolderLabel={trans('Choose a folder')}
        onFiles={(accepted) => void hub.add(accepted)}
      />
      <UploadsPanel />
    </div>
  );
}
