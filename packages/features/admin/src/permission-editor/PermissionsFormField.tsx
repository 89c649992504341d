import type { GrantedPermissionValue, PermissionGroup } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { PermissionEditor } from './PermissionEditor';

export interface PermissionsFormFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The form's field that holds the granted permissions. */
  name: FieldPathByValue<Values, GrantedPermissionValue[]>;
  catalogue: readonly PermissionGroup[];
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A form's permissions in the shared editor, with what the server refused about them above it. */
export function PermissionsFormField<Values extends FieldValues>({
  control,
  name,
  catalogue,
  headingLevel,
}: PermissionsFormFieldProps<Values>) {
  const { trans } = useTrans();
  const { field, fieldState } = useController({ control, name });
  return (
    <div className="flex flex-col gap-3">
      {fieldState.error?.message && (
        <p role="alert" className="rounded-ui border border-danger px-3 py-2 text-danger text-sm">
          {fieldState.error.message}
        </p>
      )}
      <PermissionEditor
        catalogue={catalogue}
        value={field.value}
        onChange={(value) => field.onChange(value)}
        isDisabled={field.disabled ?? false}
        headingLevel={headingLevel}
      />
      {/* applyServerErrors focuses the field it marks: this gives it a place to land. */}
      <span ref={field.ref} tabIndex={-1} className="sr-only">
        {trans('Permissions')}
      </span>
    </div>
  );
}
