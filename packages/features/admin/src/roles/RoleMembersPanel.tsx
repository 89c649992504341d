import type { RoleMember } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useTrans } from '@tonearm/shell';
import { Avatar, Button, SearchField, toast } from '@tonearm/ui';
import { AddMembersDialog } from './AddMembersDialog';
import { useRoleMembers } from './use-role-members';

export interface RoleMembersPanelProps {
  roleId: number;
  roleName: string;
}

/** The users who hold the role, searched and paged on the server, each removable; "Add members" adds more. */
export function RoleMembersPanel({ roleId, roleName }: RoleMembersPanelProps) {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const members = useRoleMembers(roleId);
  const page = members.members;

  const remove = async (member: RoleMember) => {
    try {
      await members.remove([member.id]);
      toast.positive(
        trans(':name no longer has the :role role', { name: member.display_name, role: roleName }),
      );
    } catch (error) {
      showRequestError(error);
    }
  };

  return (
    <section aria-labelledby="role-members-title" className="flex flex-col gap-3">
      <h2 id="role-members-title" className="sr-only">
        {trans('Members')}
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchField
          aria-label={trans('Search members')}
          placeholder={trans('Search members')}
          value={members.search}
          onChange={members.changeSearch}
          className="w-full max-w-80"
        />
        <AddMembersDialog roleId={roleId} roleName={roleName} onAdd={members.add} />
      </div>
      {members.error ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-sm">
          <p>{trans('The members could not be loaded.')}</p>
          <Button variant="outline" size="sm" onPress={() => members.reload()}>
            {trans('Try again')}
          </Button>
        </div>
      ) : !page ? (
        <p className="py-8 text-center text-sm text-muted-foreground">{trans('Loading…')}</p>
      ) : page.data.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">
          {members.search.trim() === '' ? trans('Nobody has this role yet.') : trans('No matching members')}
        </p>
      ) : (
        <>
          <ul aria-label={trans('Members')} className="flex flex-col divide-y divide-border">
            {page.data.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-3 py-2">
                <Avatar name={member.display_name} src={member.image} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">{member.display_name}</span>
                  <span className="truncate text-xs text-muted-foreground">{member.email}</span>
                </span>
                <span className="text-xs text-muted-foreground">
                  {trans('Since :date', { date: formatDate(member.assigned_at, 'short') })}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={trans('Remove :name', { name: member.display_name })}
                  onPress={() => remove(member)}
                >
                  {trans('Remove')}
                </Button>
              </li>
            ))}
          </ul>
          <nav aria-label={trans('Members pages')} className="flex items-center justify-end gap-2 text-sm">
            <span>
              {trans(':from–:to of :total', { from: page.from ?? 0, to: page.to ?? 0, total: page.total })}
            </span>
            <Button
              variant="outline"
              size="sm"
              isDisabled={members.page <= 1}
              onPress={() => members.setPage(members.page - 1)}
            >
              {trans('Previous')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              isDisabled={members.page >= page.last_page}
              onPress={() => members.setPage(members.page + 1)}
            >
              {trans('Next')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
