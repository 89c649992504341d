import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../editor-page/EditorPageStates';
import { CustomPageEditorForm } from './CustomPageEditorForm';
import { useCustomPageEditor } from './use-custom-page-editor';

/** `/admin/custom-pages/new` and `/admin/custom-pages/:pageId/edit`. */
export function CustomPageEditorPage() {
  const { trans } = useTrans();
  const { pageId } = useParams();
  const id = pageId === undefined ? null : Number(pageId);
  const editor = useCustomPageEditor(id !== null && Number.isSafeInteger(id) ? id : null);

  if (editor.error) {
    return (
      <EditorLoadError title={trans('The page could not be loaded')} onRetry={() => void editor.reload()} />
    );
  }
  if (editor.isLoading || (id !== null && !editor.page)) return <EditorLoading />;
  return <CustomPageEditorForm key={editor.page?.id ?? 'new'} page={editor.page} save={editor.save} />;
}
