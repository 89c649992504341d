import { useTrans } from '@tonearm/shell';
import { Button, Skeleton } from '@tonearm/ui';
import { useParams } from 'react-router';
import { TrackEditorForm } from './TrackEditorForm';
import { useTrackEditor } from './use-track-editor';

/** `/admin/tracks/:trackId/edit`. */
export function TrackEditorPage() {
  const { trans } = useTrans();
  const { trackId } = useParams();
  const editor = useTrackEditor(Number(trackId));

  if (editor.error !== undefined && !editor.track) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <h1 className="font-semibold text-xl">{trans('The track could not be loaded')}</h1>
        <Button variant="outline" onPress={() => void editor.reload()}>
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  if (!editor.track) {
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
  return <TrackEditorForm key={editor.track.id} track={editor.track} save={editor.save} />;
}
