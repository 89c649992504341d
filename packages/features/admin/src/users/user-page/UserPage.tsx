import { useTrans } from '@tonearm/shell';
import { Button, Skeleton, Tab, TabList, TabPanel, Tabs } from '@tonearm/ui';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAdminUser } from '../use-admin-user';
import { UserApiTab } from './UserApiTab';
import { UserDateTab } from './UserDateTab';
import { UserDetailsTab } from './UserDetailsTab';
import { UserPageHeader } from './UserPageHeader';
import { UserPermissionsTab } from './UserPermissionsTab';
import { UserSecurityTab } from './UserSecurityTab';
import { USER_TABS, type UserTab, userTabOf } from './user-tabs';

function Loading() {
  const { trans } = useTrans();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {trans('Loading…')}
      </p>
      <Skeleton className="h-12 w-72" />
      <Skeleton className="h-10 w-full max-w-2xl" />
      <Skeleton className="h-40 w-full max-w-2xl" />
    </div>
  );
}

/** `/admin/users/{id}/{details|permissions|security|date|api}`: one user, a tab per address. */
export function UserPage() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.userId);
  const tab = userTabOf(params.tab);
  const state = useAdminUser(Number.isSafeInteger(id) ? id : 0);
  const { user } = state;

  if (state.error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <h1 className="font-semibold text-xl">{trans('The user could not be loaded')}</h1>
        <Button variant="outline" onPress={() => void state.reload()}>
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  if (!user) return <Loading />;

  const labels: Record<UserTab, string> = {
    details: trans('Details'),
    permissions: trans('Permissions'),
    security: trans('Security'),
    date: trans('Date and time'),
    api: trans('API'),
  };
  const panels: Record<UserTab, ReactNode> = {
    details: <UserDetailsTab state={state} user={user} />,
    permissions: <UserPermissionsTab state={state} user={user} />,
    security: <UserSecurityTab state={state} user={user} />,
    date: <UserDateTab state={state} user={user} />,
    api: <UserApiTab userId={user.id} />,
  };
  return (
    <div className="flex flex-col gap-5">
      <UserPageHeader state={state} user={user} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(`/admin/users/${user.id}/${String(key)}`)}>
        <TabList aria-label={trans('User')} className="overflow-x-auto">
          {USER_TABS.map((name) => (
            <Tab key={name} id={name}>
              {labels[name]}
            </Tab>
          ))}
        </TabList>
        {USER_TABS.map((name) => (
          <TabPanel key={name} id={name} className="pt-2">
            {panels[name]}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
