import type { GrantedPermissionValue, PermissionGroup } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  DisclosureTrigger,
  SearchField,
} from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { PermissionRow } from './PermissionRow';
import { filterCatalogue, setRestriction, toggleGrant } from './permission-editor-state';
import { permissionGroupTitle } from './permission-titles';

export interface PermissionEditorProps {
  /** Every permission the server checks, grouped by area (`GET admin/permissions`). */
  catalogue: readonly PermissionGroup[];
  /** The permissions given, each with the values of its restrictions. */
  value: readonly GrantedPermissionValue[];
  /** Called with the whole new list on every change. */
  onChange: (value: GrantedPermissionValue[]) => void;
  /**
   * Makes every switch and field read-only.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The heading level of each area's title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The permissions of a role, a plan or a user, grouped by area: each a switch that, once on, shows the
 * restrictions it takes (a limit where empty is unlimited, or a yes/no switch). Controlled: it keeps no copy of
 * `value`. A search narrows the list by name or description and opens every area with a match.
 */
export function PermissionEditor({
  catalogue,
  value,
  onChange,
  isDisabled = false,
  headingLevel = 3,
}: PermissionEditorProps) {
  const { trans } = useTrans();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<string | number>>(() => new Set());
  const shown = useMemo(() => filterCatalogue(catalogue, search), [catalogue, search]);
  const searching = search.trim() !== '';
  const grants = useMemo(() => new Map(value.map((grant) => [grant.name, grant])), [value]);

  return (
    <div data-slot="permission-editor" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchField
          aria-label={trans('Search permissions')}
          placeholder={trans('Search permissions')}
          value={search}
          onChange={setSearch}
          className="w-full max-w-80"
        />
        <Button
          variant="ghost"
          size="sm"
          isDisabled={isDisabled || value.length === 0}
          onPress={() => onChange([])}
        >
          {trans('Remove all')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-muted-foreground">
          {trans('No permissions match “:query”.', { query: search.trim() })}
        </p>
      ) : (
        <DisclosureGroup
          allowsMultipleExpanded
          expandedKeys={searching ? new Set(shown.map((group) => group.name)) : expanded}
          onExpandedChange={(keys) => {
            if (!searching) setExpanded(new Set(keys));
          }}
          className="rounded-ui border border-border"
        >
          {shown.map((group) => {
            const granted = group.permissions.filter((permission) => grants.has(permission.name)).length;
            return (
              <Disclosure key={group.name} id={group.name}>
                <DisclosureTrigger level={headingLevel} className="min-h-11 justify-between">
                  <span className="flex-1">{permissionGroupTitle(trans, group.name)}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {trans(':granted of :total given', { granted, total: group.permissions.length })}
                  </span>
                </DisclosureTrigger>
                <DisclosurePanel>
                  <ul className="flex flex-col divide-y divide-border ps-2">
                    {group.permissions.map((permission) => (
                      <PermissionRow
                        key={permission.name}
                        permission={permission}
                        grant={grants.get(permission.name)}
                        isDisabled={isDisabled}
                        onToggle={(on) => onChange(toggleGrant(value, permission, on))}
                        onRestrictionChange={(restriction, limit) =>
                          onChange(setRestriction(value, permission.name, restriction, limit))
                        }
                      />
                    ))}
                  </ul>
                </DisclosurePanel>
              </Disclosure>
            );
          })}
        </DisclosureGroup>
      )}
    </div>
  );
}
