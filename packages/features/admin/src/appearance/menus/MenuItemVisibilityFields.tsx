import type { AppearanceMenuItem, AppearanceMenuOptions } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from '@tonearm/ui';
import { MenuItemSettingConditions } from './MenuItemSettingConditions';
import type { MenuItemPatch } from './menu-draft';
import type { FieldMessages } from './menu-errors';

export interface MenuItemVisibilityFieldsProps {
  item: AppearanceMenuItem;
  options: AppearanceMenuOptions;
  errors: FieldMessages;
  onChange: (patch: MenuItemPatch) => void;
}

const ALWAYS = 'always';

/**
 * Who sees an item (doc 000 §5): users holding every chosen role, viewers holding every chosen permission (guests
 * through the guest role), subscribers only or non-subscribers only, and only while every listed setting has its
 * value. Nothing chosen shows the item to everyone.
 */
export function MenuItemVisibilityFields({ item, options, errors, onChange }: MenuItemVisibilityFieldsProps) {
  const { trans } = useTrans();
  const groups = [...new Set(options.permissions.map((permission) => permission.group))];
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">{trans('Who sees it')}</legend>
      <CheckboxGroup
        label={trans('Only users with every one of these roles')}
        value={(item.roles ?? []).map(String)}
        onChange={(roles) => onChange({ roles: roles.map(Number) })}
      >
        {options.roles.map((role) => (
          <Checkbox key={role.id} value={String(role.id)}>
            {role.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={trans('Only viewers with every one of these permissions')}
        value={item.permissions ?? []}
        onChange={(permissions) => onChange({ permissions })}
      >
        {groups.map((group) => (
          <div key={group} className="flex flex-col gap-1">
            <span className="text-muted-foreground text-xs uppercase tracking-wide">{group}</span>
            {options.permissions
              .filter((permission) => permission.group === group)
              .map((permission) => (
                <Checkbox key={permission.name} value={permission.name} description={permission.name}>
                  {trans(permission.display_name)}
                </Checkbox>
              ))}
          </div>
        ))}
      </CheckboxGroup>
      <RadioGroup
        label={trans('Subscription')}
        value={item.subscriptionStatus ?? ALWAYS}
        onChange={(value) =>
          onChange({ subscriptionStatus: value === ALWAYS ? null : (value as 'subscribed' | 'unsubscribed') })
        }
      >
        <Radio value={ALWAYS}>{trans('Everyone')}</Radio>
        <Radio value="subscribed">{trans('Only subscribers')}</Radio>
        <Radio value="unsubscribed">{trans('Only visitors without a subscription')}</Radio>
      </RadioGroup>
      <MenuItemSettingConditions
        settings={item.settings ?? {}}
        error={errors.settings === undefined ? undefined : trans(errors.settings)}
        onChange={(settings) => onChange({ settings })}
      />
    </fieldset>
  );
}
