import { DeferredPlayerRoot } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../editor-page/EditorPageStates';
import { LyricEditorForm } from './LyricEditorForm';
import { useLyricEditor } from './use-lyric-editor';

/**
 * `/admin/lyrics/new` and `/admin/lyrics/:lyricId/edit`. The admin area has no player of its own, so the editor
 * holds the app's player, which stamp mode plays the track in (its bar and shortcuts come with it).
 */
export function LyricEditorPage() {
  const { trans } = useTrans();
  const { lyricId } = useParams();
  const id = lyricId === undefined ? null : Number(lyricId);
  const editor = useLyricEditor(id !== null && Number.isSafeInteger(id) ? id : null);

  if (editor.error) {
    return (
      <EditorLoadError title={trans('The lyrics could not be loaded')} onRetry={() => void editor.reload()} />
    );
  }
  if (editor.isLoading || (id !== null && !editor.lyric)) return <EditorLoading />;
  return (
    <>
      <LyricEditorForm key={editor.lyric?.id ?? 'new'} lyric={editor.lyric} save={editor.save} />
      <DeferredPlayerRoot />
    </>
  );
}
