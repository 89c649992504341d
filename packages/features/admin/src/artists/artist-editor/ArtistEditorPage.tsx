import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../../editor-page/EditorPageStates';
import { ArtistEditorForm } from './ArtistEditorForm';
import { useArtistEditor } from './use-artist-editor';

/** `/admin/artists/:artistId/edit`. */
export function ArtistEditorPage() {
  const { trans } = useTrans();
  const { artistId } = useParams();
  const editor = useArtistEditor(Number(artistId));

  if (editor.error !== undefined && !editor.artist) {
    return (
      <EditorLoadError title={trans('The artist could not be loaded')} onRetry={() => void editor.reload()} />
    );
  }
  if (!editor.artist) return <EditorLoading />;
  return <ArtistEditorForm key={editor.artist.id} artist={editor.artist} save={editor.save} />;
}
