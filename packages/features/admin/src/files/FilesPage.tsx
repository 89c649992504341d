import type { AdminFileEntry } from '@tonearm/client/contract';
import { formatBytes } from '@tonearm/client/rules';
import { showRequestError, useFormatDate, useSettings, useTrans } from '@tonearm/shell';
import { Button, FileDropZone, toast } from '@tonearm/ui';
import { UploadsPanel, useUploadHub } from '@tonearm/uploads';
import { useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { DeleteFilesDialog } from './DeleteFilesDialog';
import { FilePreviewDialog } from './FilePreviewDialog';
import { fileColumns } from './file-columns';
import { fileFilters } from './file-filters';
import { type FileDeletion, useAdminFiles } from './use-admin-files';

/**
 * `/admin/files` (doc 001 §2, files.update): every stored file of every user, paged, searched and filtered on the
 * server, with a preview of images and audio, uploads through the drop zone, and deleting to the trash or forever.
 */
export function FilesPage() {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const formatDate = useFormatDate();
  const files = useAdminFiles();
  // The app's upload queue: uploads go on while the admin moves on, and a large one resumes when chosen again.
  const hub = useUploadHub();
  const maxSize = useSettings().uploads?.max_size;
  const [previewed, setPreviewed] = useState<AdminFileEntry | null>(null);
  const [deleting, setDeleting] = useState<AdminFileEntry[]>([]);
  const labels = useDataTableLabels({
    empty: trans('No file has been uploaded yet'),
    noMatch: trans('No matching files'),
    error: trans('The files could not be loaded'),
  });
  const columns = useMemo(
    () =>
      fileColumns({
        trans,
        locale,
        formatDate,
        onPreview: setPreviewed,
        onDelete: (file) => setDeleting([file]),
      }),
    [trans, locale, formatDate],
  );
  const filters = useMemo(() => fileFilters(trans), [trans]);

  const remove = async (deletion: FileDeletion) => {
    const count = deleting.length;
    try {
      await files.deleteFiles(
        deleting.map((file) => file.id),
        deletion,
      );
      toast.positive(
        deletion === 'forever'
          ? trans('{count, plural, one {Deleted # file forever} other {Deleted # files forever}}', { count })
          : trans('{count, plural, one {Moved # file to the trash} other {Moved # files to the trash}}', {
              count,
            }),
      );
      setDeleting([]);
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };

  const onFiles = (chosen: File[]) =>
    void hub.add(chosen, {
      onSuccess: () => {
        toast.positive(trans('File uploaded'));
        void files.reload();
      },
      onError: (message, file) =>
        toast.danger(
          message ? `${file.name}: ${message}` : trans(':name could not be uploaded', { name: file.name }),
        ),
    });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="files-title" className="font-semibold text-xl">
          {trans('Files')}
        </h1>
        <p className="text-muted-foreground text-sm">
          {trans('Every file stored by the site and its users, and whether anything still refers to it.')}
        </p>
      </header>
      <FileDropZone
        label={trans('Drop files here to upload them')}
        description={
          maxSize
            ? trans('Up to :size a file. A large upload that stops resumes when you choose the file again.', {
                size: formatBytes(maxSize, locale),
              })
            : trans('A large upload that stops resumes when you choose the file again.')
        }
        chooseFilesLabel={trans('Choose files')}
        onFiles={onFiles}
      />
      <UploadsPanel />
      <AdminListTable
        list={files}
        labelledBy="files-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(file) => file.id}
        bulkActions={(keys) => (
          <Button
            variant="danger"
            size="sm"
            onPress={() => setDeleting((files.page?.data ?? []).filter((file) => keys.includes(file.id)))}
          >
            {trans('Delete')}
          </Button>
        )}
      />
      <FilePreviewDialog file={previewed} onClose={() => setPreviewed(null)} />
      <DeleteFilesDialog
        names={deleting.map((file) => file.name)}
        onClose={() => setDeleting([])}
        onConfirm={remove}
      />
    </div>
  );
}
