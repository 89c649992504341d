import type { CatalogPermission, GrantedPermissionValue } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Switch } from '@tonearm/ui';
import { restrictionValueOf } from './permission-editor-state';
import { RestrictionField } from './RestrictionField';

export interface PermissionRowProps {
  permission: CatalogPermission;
  /** The grant, when the permission is given. */
  grant: GrantedPermissionValue | undefined;
  onToggle: (granted: boolean) => void;
  onRestrictionChange: (restriction: string, value: number | null) => void;
  isDisabled?: boolean;
}

/** One permission: a switch with its description; once granted, its restrictions below it. */
export function PermissionRow({
  permission,
  grant,
  onToggle,
  onRestrictionChange,
  isDisabled,
}: PermissionRowProps) {
  const { trans } = useTrans();
  const title = trans(permission.display_name);
  return (
    <li data-slot="permission" className="flex flex-col gap-3 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <Switch
          isSelected={grant !== undefined}
          onChange={onToggle}
          isDisabled={isDisabled}
          description={trans(permission.description)}
        >
          {title}
        </Switch>
        <code className="text-xs text-muted-foreground">{permission.name}</code>
      </div>
      {grant && permission.restrictions.length > 0 && (
        <fieldset className="ms-12 flex flex-col gap-3 border-s border-border ps-4">
          <legend className="sr-only">{trans('Restrictions of :permission', { permission: title })}</legend>
          {permission.restrictions.map((definition) => (
            <RestrictionField
              key={definition.name}
              definition={definition}
              value={restrictionValueOf(grant, definition)}
              onChange={(value) => onRestrictionChange(definition.name, value)}
              isDisabled={isDisabled}
            />
          ))}
        </fieldset>
      )}
    </li>
  );
}
