import { useTrans } from '@tonearm/shell';
import { Button, Skeleton } from '@tonearm/ui';
import { useParams } from 'react-router';
import { AlbumEditorForm } from './AlbumEditorForm';
import { useAlbumEditor } from './use-album-editor';

/** `/admin/albums/:albumId/edit`. */
export function AlbumEditorPage() {
  const { trans } = useTrans();
  const { albumId } = useParams();
  const editor = useAlbumEditor(Number(albumId));

  if (editor.error !== undefined && !editor.album) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <h1 className="font-semibold text-xl">{trans('The album could not be loaded')}</h1>
        <Button variant="outline" onPress={() => void editor.reload()}>
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  if (!editor.album) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {trans('Loading…')}
        </p>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-24 w-24" />
        <Skeleton className="h-10 w-full max-w-2xl" />
      </div>
    );
  }
  return <AlbumEditorForm key={editor.album.id} album={editor.album} save={editor.save} />;
}
