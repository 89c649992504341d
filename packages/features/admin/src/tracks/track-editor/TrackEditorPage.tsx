import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../../editor-page/EditorPageStates';
import { TrackEditorForm } from './TrackEditorForm';
import { useTrackEditor } from './use-track-editor';

/** `/admin/tracks/:trackId/edit`. */
export function TrackEditorPage() {
  const { trans } = useTrans();
  const { trackId } = useParams();
  const editor = useTrackEditor(Number(trackId));

  if (editor.error !== undefined && !editor.track) {
    return (
      <EditorLoadError title={trans('The track could not be loaded')} onRetry={() => void editor.reload()} />
    );
  }
  if (!editor.track) return <EditorLoading />;
  return <TrackEditorForm key={editor.track.id} track={editor.track} save={editor.save} />;
}
