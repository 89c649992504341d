import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../editor-page/EditorPageStates';
import { RoleEditorForm } from './RoleEditorForm';
import { usePermissionCatalogue, useRoleEditor } from './use-role-editor';

/** `/admin/roles/new` and `/admin/roles/:roleId/edit`. */
export function RoleEditorPage() {
  const { trans } = useTrans();
  const { roleId } = useParams();
  const id = roleId === undefined ? null : Number(roleId);
  const catalogue = usePermissionCatalogue();
  const editor = useRoleEditor(id !== null && Number.isSafeInteger(id) ? id : null);

  if (catalogue.error || editor.error) {
    const retry = () => {
      void catalogue.mutate();
      void editor.reload();
    };
    return <EditorLoadError title={trans('The role could not be loaded')} onRetry={retry} />;
  }
  if (!catalogue.data || editor.isLoading || (id !== null && !editor.role)) return <EditorLoading />;
  return (
    <RoleEditorForm
      key={editor.role?.id ?? 'new'}
      role={editor.role}
      catalogue={catalogue.data.groups}
      save={editor.save}
    />
  );
}
