import { showRequestError, useTrans } from '@tonearm/shell';
import {
  Avatar,
  Button,
  Dialog,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Modal,
  SearchField,
  toast,
} from '@tonearm/ui';
import { useState } from 'react';
import { useRoleCandidates } from './use-role-members';

export interface AddMembersDialogProps {
  roleId: number;
  roleName: string;
  /** Gives the role to the user. */
  onAdd: (userIds: number[]) => Promise<void>;
}

function CandidateList({ roleId, roleName, onAdd }: AddMembersDialogProps) {
  const { trans } = useTrans();
  const [search, setSearch] = useState('');
  const { candidates, isLoading, error, reload } = useRoleCandidates(roleId, search);
  const add = async (id: number, name: string) => {
    try {
      await onAdd([id]);
      toast.positive(trans(':name now has the :role role', { name, role: roleName }));
      await reload();
    } catch (failure) {
      showRequestError(failure);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <SearchField
        label={trans('Find users by name or email')}
        value={search}
        onChange={setSearch}
        autoFocus
      />
      <div aria-live="polite" className="min-h-40">
        {error ? (
          <p className="text-sm text-danger">{trans('The users could not be loaded.')}</p>
        ) : !isLoading && candidates.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">
            {search.trim() === '' ? trans('Every user already has this role.') : trans('No matching users')}
          </p>
        ) : (
          <ul aria-label={trans('Users')} className="flex flex-col divide-y divide-border">
            {candidates.map((user) => (
              <li key={user.id} className="flex items-center gap-3 py-2">
                <Avatar name={user.display_name} src={user.image} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">{user.display_name}</span>
                  <span className="truncate text-xs text-muted-foreground">{user.email}</span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={trans('Add :name', { name: user.display_name })}
                  onPress={() => add(user.id, user.display_name)}
                >
                  {trans('Add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** "Add members": a search over the users who do not hold the role, each added with one press. */
export function AddMembersDialog(props: AddMembersDialogProps) {
  const { trans } = useTrans();
  return (
    <DialogTrigger>
      <Button size="sm">{trans('Add members')}</Button>
      <Modal>
        <Dialog>
          {({ close }) => (
            <div className="flex flex-col gap-4">
              <DialogTitle>{trans('Add members to “:role”', { role: props.roleName })}</DialogTitle>
              <CandidateList {...props} />
              <DialogFooter>
                <Button variant="outline" onPress={close}>
                  {trans('Done')}
                </Button>
              </DialogFooter>
            </div>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
