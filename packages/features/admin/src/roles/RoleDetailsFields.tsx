import { useTrans } from '@tonearm/shell';
import { FormSwitch, FormTextField } from '@tonearm/ui';
import type { Control } from 'react-hook-form';
import { MAX_ROLE_DESCRIPTION, MAX_ROLE_NAME, type RoleFormValues } from './role-form';

export interface RoleDetailsFieldsProps {
  control: Control<RoleFormValues>;
  /** The guests role keeps its flag until another role takes it, so its switch is read-only. */
  isGuestsRole: boolean;
}

/** Name, description, and whether new accounts or signed-out visitors get the role. */
export function RoleDetailsFields({ control, isGuestsRole }: RoleDetailsFieldsProps) {
  const { trans } = useTrans();
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <FormTextField<RoleFormValues>
        control={control}
        name="name"
        label={trans('Name')}
        isRequired
        maxLength={MAX_ROLE_NAME}
      />
      <FormTextField<RoleFormValues>
        control={control}
        name="description"
        label={trans('Description')}
        maxLength={MAX_ROLE_DESCRIPTION}
      />
      <FormSwitch<RoleFormValues>
        control={control}
        name="default"
        description={trans('Given to every new account when it registers.')}
      >
        {trans('Default role')}
      </FormSwitch>
      <FormSwitch<RoleFormValues>
        control={control}
        name="guests"
        isDisabled={isGuestsRole}
        description={
          isGuestsRole
            ? trans('This is the guests role. To change it, make another role the guests role.')
            : trans(
                'Its permissions apply to visitors who are not signed in. Only one role can be the guests role.',
              )
        }
      >
        {trans('Guests role')}
      </FormSwitch>
    </div>
  );
}
