import { getPermissionCatalogue } from '@tonearm/client/calls';
import type { UserPermissionGrant } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import { Button, Skeleton, toast } from '@tonearm/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { PermissionEditor } from '../../permission-editor';
import type { UserTabProps } from './UserDetailsTab';

/** The user's own grants, beside their roles': the roles' permission editor, saved on its own. */
export function UserPermissionsTab({ state, user }: UserTabProps) {
  const { trans } = useTrans();
  const http = useHttpClient();
  const catalogue = useSWR('admin/permissions', () => getPermissionCatalogue(http), {
    revalidateOnFocus: false,
  });
  const [grants, setGrants] = useState<UserPermissionGrant[]>(user.permissions);
  const [saving, setSaving] = useState(false);
  const isDirty = JSON.stringify(grants) !== JSON.stringify(user.permissions);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await state.update({ permissions: grants });
      setGrants(saved.permissions);
      toast.positive(trans('Permissions saved'));
    } catch (error) {
      showRequestError(error);
    } finally {
      setSaving(false);
    }
  };

  if (catalogue.error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{trans('The permissions could not be loaded.')}</p>
        <Button variant="outline" onPress={() => void catalogue.mutate()}>
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  if (!catalogue.data) return <Skeleton className="h-40 w-full max-w-2xl" />;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        {trans('These add to what the user’s roles and plan grant.')}
      </p>
      <PermissionEditor
        catalogue={catalogue.data.groups}
        value={grants}
        onChange={setGrants}
        headingLevel={2}
      />
      <Button className="self-start" isDisabled={!isDirty} isPending={saving} onPress={save}>
        {trans('Save')}
      </Button>
    </div>
  );
}
