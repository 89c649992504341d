import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../editor-page/EditorPageStates';
import { PlanEditorForm } from './PlanEditorForm';
import { usePlanEditor, usePlanPermissionCatalogue } from './use-plan-editor';

/** `/admin/plans/new` and `/admin/plans/:planId/edit`. */
export function PlanEditorPage() {
  const { trans } = useTrans();
  const { planId } = useParams();
  const id = planId === undefined ? null : Number(planId);
  const catalogue = usePlanPermissionCatalogue();
  const editor = usePlanEditor(id !== null && Number.isSafeInteger(id) ? id : null);

  if (catalogue.error || editor.error) {
    const retry = () => {
      void catalogue.mutate();
      void editor.reload();
    };
    return <EditorLoadError title={trans('The plan could not be loaded')} onRetry={retry} />;
  }
  if (!catalogue.data || editor.isLoading || (id !== null && !editor.plan)) return <EditorLoading />;
  return (
    <PlanEditorForm
      key={editor.plan?.id ?? 'new'}
      plan={editor.plan}
      catalogue={catalogue.data.groups}
      syncGateways={editor.syncGateways}
      save={editor.save}
      sync={editor.sync}
    />
  );
}
