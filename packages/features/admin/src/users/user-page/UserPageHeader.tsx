import type { AdminUser } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { AlertDialog, Avatar, Badge, Button, ButtonLink, toast } from '@tonearm/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SuspendUserDialog } from '../suspend/SuspendUserDialog';
import type { AdminUserState } from '../use-admin-user';
import { SuspensionNote } from './SuspensionNote';

export interface UserPageHeaderProps {
  state: AdminUserState;
  user: AdminUser;
}

/** The user's avatar, name and email, their suspension, and Suspend or Unsuspend and Delete. */
export function UserPageHeader({ state, user }: UserPageHeaderProps) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [suspending, setSuspending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const unsuspend = async () => {
    try {
      await state.unsuspend();
      toast.positive(trans(':name is no longer suspended', { name: user.name }));
    } catch (error) {
      showRequestError(error);
    }
  };
  const remove = async () => {
    try {
      await state.remove();
      toast.positive(trans('Deleted :name', { name: user.name }));
      navigate('/admin/users');
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };
  return (
    <header className="flex flex-col gap-3">
      <ButtonLink href="/admin/users" variant="link" size="sm" className="self-start">
        {trans('Users')}
      </ButtonLink>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={user.name} src={user.image} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="truncate font-semibold text-xl">{user.name}</h1>
          <p className="truncate text-muted-foreground text-sm">{user.email}</p>
          <div className="flex flex-wrap gap-1">
            {user.roles.map((role) => (
              <Badge key={role.id} tone="outline">
                {role.name}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {user.banned_at ? (
            <Button variant="outline" onPress={unsuspend}>
              {trans('Unsuspend')}
            </Button>
          ) : (
            <Button variant="outline" onPress={() => setSuspending(true)}>
              {trans('Suspend')}
            </Button>
          )}
          <Button variant="danger" onPress={() => setDeleting(true)}>
            {trans('Delete')}
          </Button>
        </div>
      </div>
      {user.banned_at && <SuspensionNote user={user} />}
      <SuspendUserDialog
        user={suspending ? user : null}
        onClose={() => setSuspending(false)}
        suspend={(_, payload) => state.suspend(payload)}
      />
      <AlertDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        title={trans('Delete :name?', { name: user.name })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={remove}
      >
        {trans('Their account, playlists and uploads are deleted permanently.')}
      </AlertDialog>
    </header>
  );
}
