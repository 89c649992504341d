import { DeferredPlayerRoot } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../editor-page/EditorPageStates';
import { LyricEditorForm } from './LyricEditorForm';
import { useChosenTrack } from './use-chosen-track';
import { useLyricEditor } from './use-lyric-editor';

/**
 * `/admin/lyrics/new` (`?track={id}` chooses the track first) and `/admin/lyrics/:lyricId/edit`. The admin area
 * has no player of its own, so the editor holds the app's player, which stamp mode plays the track in (its bar and
 * shortcuts come with it).
 */
export function LyricEditorPage() {
  const { trans } = useTrans();
  const { lyricId } = useParams();
  const id = lyricId === undefined ? null : Number(lyricId);
  const editor = useLyricEditor(id !== null && Number.isSafeInteger(id) ? id : null);
  const chosen = useChosenTrack();

  if (editor.error || (id === null && chosen.error)) {
    const retry = () => void (editor.error ? editor.reload() : chosen.reload());
    return <EditorLoadError title={trans('The lyrics could not be loaded')} onRetry={retry} />;
  }
  if (editor.isLoading || (id !== null && !editor.lyric) || (id === null && chosen.isLoading)) {
    return <EditorLoading />;
  }
  return (
    <>
      <LyricEditorForm
        key={editor.lyric?.id ?? `new-${chosen.track?.id ?? ''}`}
        lyric={editor.lyric}
        track={id === null ? chosen.track : null}
        save={editor.save}
      />
      <DeferredPlayerRoot />
    </>
  );
}
