import { type AppearanceMenuItem, MENU_ITEM_TYPES, type MenuItemType } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { ComboBox, ComboBoxItem, Radio, RadioGroup, Switch, TextField } from '@tonearm/ui';
import { useMemo } from 'react';
import { MenuLinkTargetPicker } from './MenuLinkTargetPicker';
import type { MenuItemPatch } from './menu-draft';
import type { FieldMessages } from './menu-errors';
import { menuItemTypeLabels } from './menu-labels';
import { menuRoutes } from './menu-routes';

export interface MenuItemLinkFieldsProps {
  item: AppearanceMenuItem;
  errors: FieldMessages;
  onChange: (patch: MenuItemPatch) => void;
}

/** Where the first pick of a kind of link starts, so a switch never leaves a link of the wrong kind. */
const START: Record<MenuItemType, string> = { route: '/', page: '', channel: '', link: 'https://' };

/**
 * Where an item links: a route of the product (or any path of the site, `{currentUser}` standing for the user's
 * id), a custom page or a channel found by name, or an outside address; and whether it opens in a new window.
 */
export function MenuItemLinkFields({ item, errors, onChange }: MenuItemLinkFieldsProps) {
  const { trans } = useTrans();
  const routes = useMemo(() => menuRoutes(trans), [trans]);
  const typeLabels = menuItemTypeLabels(trans);
  const actionError = errors.action === undefined ? undefined : trans(errors.action);
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        label={trans('Links to')}
        value={item.type}
        onChange={(value) => {
          const type = value as MenuItemType;
          onChange({ type, action: START[type] });
        }}
      >
        {MENU_ITEM_TYPES.map((type) => (
          <Radio key={type} value={type}>
            {typeLabels[type]}
          </Radio>
        ))}
      </RadioGroup>
      {item.type === 'route' && (
        <ComboBox
          label={trans('Page of the site')}
          description={trans(
            "Pick a page or type a path; '{currentUser}' stands for the signed-in user’s id.",
          )}
          defaultItems={routes}
          allowsCustomValue
          inputValue={item.action}
          onInputChange={(action) => onChange({ action })}
          isInvalid={actionError !== undefined}
          errorMessage={actionError}
        >
          {(route) => (
            <ComboBoxItem id={route.action} textValue={route.action} description={route.label}>
              {route.action}
            </ComboBoxItem>
          )}
        </ComboBox>
      )}
      {(item.type === 'page' || item.type === 'channel') && (
        <>
          <MenuLinkTargetPicker
            type={item.type}
            action={item.action}
            onPick={(action, label) =>
              onChange({ action, ...(item.label === trans('New item') ? { label } : {}) })
            }
          />
          {actionError !== undefined && (
            <p role="alert" className="text-danger text-sm">
              {item.action ? actionError : trans('Pick a page or channel.')}
            </p>
          )}
        </>
      )}
      {item.type === 'link' && (
        <TextField
          label={trans('Address')}
          type="url"
          value={item.action}
          onChange={(action) => onChange({ action })}
          isRequired
          isInvalid={actionError !== undefined}
          errorMessage={actionError}
        />
      )}
      <Switch
        isSelected={item.target === '_blank'}
        onChange={(selected) => onChange({ target: selected ? '_blank' : null })}
      >
        {trans('Open in a new window')}
      </Switch>
    </div>
  );
}
