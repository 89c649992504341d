import { useTrans } from '@tonearm/shell';
import { Button, Skeleton } from '@tonearm/ui';
import { useParams } from 'react-router';
import { ArtistEditorForm } from './ArtistEditorForm';
import { useArtistEditor } from './use-artist-editor';

/** `/admin/artists/:artistId/edit`. */
export function ArtistEditorPage() {
  const { trans } = useTrans();
  const { artistId } = useParams();
  const editor = useArtistEditor(Number(artistId));

  if (editor.error !== undefined && !editor.artist) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <h1 className="font-semibold text-xl">{trans('The artist could not be loaded')}</h1>
        <Button variant="outline" onPress={() => void editor.reload()}>
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  if (!editor.artist) {
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
  return <ArtistEditorForm key={editor.artist.id} artist={editor.artist} save={editor.save} />;
}
