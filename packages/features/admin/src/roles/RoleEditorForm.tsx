import { isValidationError } from '@tonearm/client';
import type { AdminRole, PermissionGroup, RolePayload } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import {
  applyServerErrors,
  Button,
  ButtonLink,
  Form,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toast,
} from '@tonearm/ui';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PermissionsFormField } from '../permission-editor/PermissionsFormField';
import { RoleDetailsFields } from './RoleDetailsFields';
import { RoleMembersPanel } from './RoleMembersPanel';

import {
  EMPTY_ROLE_FORM,
  type RoleFormValues,
  roleFormResolver,
  roleFormValues,
  rolePayload,
  roleServerErrors,
} from './role-form';

export interface RoleEditorFormProps {
  /** The role being edited; `null` for a new one. */
  role: AdminRole | null;
  catalogue: readonly PermissionGroup[];
  save: (payload: RolePayload) => Promise<AdminRole>;
}

const hiddenWhenInert = ({ isInert }: { isInert: boolean }) => (isInert ? 'hidden' : 'pt-5');

/** The role's details and permissions, saved together, and for an existing role its members. */
export function RoleEditorForm({ role, catalogue, save }: RoleEditorFormProps) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Key>('details');
  const form = useForm<RoleFormValues>({
    defaultValues: role ? roleFormValues(role) : EMPTY_ROLE_FORM,
    resolver: roleFormResolver(trans),
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = async (values: RoleFormValues) => {
    try {
      const saved = await save(rolePayload(values));
      toast.positive(role ? trans('Role updated') : trans('Role created'));
      if (role) form.reset(roleFormValues(saved));
      else navigate(`/admin/roles/${saved.id}/edit`, { replace: true });
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      const errors = roleServerErrors(error.fieldErrors());
      if (errors.permissions && !errors.name && !errors.description) setTab('permissions');
      if (applyServerErrors(form, errors).applied.length === 0) showRequestError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} onInvalid={() => setTab('details')} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <ButtonLink href="/admin/roles" variant="link" size="sm" className="self-start">
            {trans('Roles')}
          </ButtonLink>
          <h1 className="truncate text-xl font-semibold">
            {role ? trans('Edit “:name” role', { name: role.name }) : trans('New role')}
          </h1>
        </div>
        <Button type="submit" isDisabled={!isDirty} isPending={isSubmitting}>
          {trans('Save')}
        </Button>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={setTab}>
        <TabList aria-label={trans('Role')}>
          <Tab id="details">{trans('Details')}</Tab>
          <Tab id="permissions">{trans('Permissions')}</Tab>
          {role && !role.guests && <Tab id="members">{trans('Members')}</Tab>}
        </TabList>
        <TabPanel id="details" shouldForceMount className={hiddenWhenInert}>
          <RoleDetailsFields control={form.control} isGuestsRole={role?.guests ?? false} />
        </TabPanel>
        <TabPanel id="permissions" shouldForceMount className={hiddenWhenInert}>
          <PermissionsFormField
            control={form.control}
            name="permissions"
            catalogue={catalogue}
            headingLevel={2}
          />
        </TabPanel>
        {role && !role.guests && (
          <TabPanel id="members" className="pt-5">
            <RoleMembersPanel roleId={role.id} roleName={role.name} />
          </TabPanel>
        )}
      </Tabs>
    </Form>
  );
}
