import type { PermissionGroup } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { type Control, useController } from 'react-hook-form';
import { PermissionEditor } from '../permission-editor';
import type { PlanFormValues } from './plan-form';

export interface PlanPermissionsFieldProps {
  control: Control<PlanFormValues>;
  catalogue: readonly PermissionGroup[];
}

/** What subscribers may do while their subscription is valid, in the shared permission editor. */
export function PlanPermissionsField({ control, catalogue }: PlanPermissionsFieldProps) {
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
      />
      {/* applyServerErrors focuses the field it marks: this gives it a place to land. */}
      <span ref={field.ref} tabIndex={-1} className="sr-only">
        {trans('Permissions')}
      </span>
    </div>
  );
}
