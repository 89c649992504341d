import { useTrans } from '@tonearm/shell';
import { Button, Skeleton } from '@tonearm/ui';
import { useParams } from 'react-router';
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
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <h1 className="font-semibold text-xl">{trans('The plan could not be loaded')}</h1>
        <Button
          variant="outline"
          onPress={() => {
            void catalogue.mutate();
            void editor.reload();
          }}
        >
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  if (!catalogue.data || editor.isLoading || (id !== null && !editor.plan)) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {trans('Loading…')}
        </p>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-10 w-full max-w-2xl" />
        <Skeleton className="h-10 w-full max-w-2xl" />
      </div>
    );
  }
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
