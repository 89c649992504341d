import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../../editor-page/EditorPageStates';
import { AlbumEditorForm } from './AlbumEditorForm';
import { useAlbumEditor } from './use-album-editor';

/** `/admin/albums/:albumId/edit`. */
export function AlbumEditorPage() {
  const { trans } = useTrans();
  const { albumId } = useParams();
  const editor = useAlbumEditor(Number(albumId));

  if (editor.error !== undefined && !editor.album) {
    return (
      <EditorLoadError title={trans('The album could not be loaded')} onRetry={() => void editor.reload()} />
    );
  }
  if (!editor.album) return <EditorLoading />;
  return <AlbumEditorForm key={editor.album.id} album={editor.album} save={editor.save} />;
}
