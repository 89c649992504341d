import { useTrans } from '@tonearm/shell';
import { Button, Skeleton } from '@tonearm/ui';
import { useParams } from 'react-router';
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
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <h1 className="text-xl font-semibold">{trans('The role could not be loaded')}</h1>
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
  if (!catalogue.data || editor.isLoading || (id !== null && !editor.role)) {
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
    <RoleEditorForm
      key={editor.role?.id ?? 'new'}
      role={editor.role}
      catalogue={catalogue.data.groups}
      save={editor.save}
    />
  );
}
