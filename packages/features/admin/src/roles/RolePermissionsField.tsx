import type { PermissionGroup } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { type Control, useController } from 'react-hook-form';
import { PermissionEditor } from '../permission-editor';
import type { RoleFormValues } from './role-form';

export interface RolePermissionsFieldProps {
  control: Control<RoleFormValues>;
  catalogue: readonly PermissionGroup[];
}

/** The role's permissions in the shared editor, with what the server refused about them above it. */
export function RolePermissionsField({ control, catalogue }: RolePermissionsFieldProps) {
  const { trans } = useTrans();
  const { field, fieldState } = useController({ control, name: 'permissions' });
  return (
    <div className="flex flex-col gap-3">
      {fieldState.error?.message && (
        <p role="alert" className="rounded-ui border border-danger px-3 py-2 text-sm text-danger">
          {fieldState.error.message}
        </p>
      )}
      <PermissionEditor
        catalogue={catalogue}
        value={field.value}
        onChange={(value) => field.onChange(value)}
        isDisabled={field.disabled ?? false}
        headingLevel={2}
      />
      {/* applyServerErrors focuses the field it marks: this keeps the focus in the permissions tab. */}
      <span ref={field.ref} tabIndex={-1} className="sr-only">
        {trans('Permissions')}
      </span>
    </div>
  );
}
