import { getUserProfile } from '@tonearm/client';
import { PROFILE_TABS, type UserProfileResponse } from '@tonearm/client/contract';
import { userProfileLink } from '@tonearm/client/rules';
import { NotFoundPage, useCurrentUser, useTrans } from '@tonearm/shell';
import { Tab, TabList, TabPanel, Tabs } from '@tonearm/ui';
import { Navigate, useParams } from 'react-router';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PageState } from '../page-state/PageState';
import { ProfileHeader } from './ProfileHeader';
import { ProfileTabContent } from './ProfileTabContent';
import { DEFAULT_PROFILE_TAB, profileTabLabels, profileTabLink, profileTabOf } from './profile-tabs';

/**
 * `/user/{userId}/{userName}/{tabName}` (doc 001 §2) and the profile link `/user/{id}/{slug}`: the listener's
 * header and their playlists, likes, followers and following as tabs, one route each. A link with another slug
 * moves to the canonical one; an unknown user or tab gets the not-found page.
 */
export function UserProfilePage() {
  const { userId = '', userName, tabName } = useParams();
  const id = /^\d+$/.test(userId) ? Number(userId) : null;
  const tab = profileTabOf(tabName);
  const query = useCatalogueQuery(id === null ? null : ['user-profile', id], (http) =>
    getUserProfile(http, id ?? 0),
  );
  if (id === null || tab === null) return <NotFoundPage />;
  return (
    <PageState {...query}>
      {(page) => {
        const canonical = profileTabLink(page.user, tab);
        const slug = userProfileLink(page.user).split('/')[3];
        if ((userName === undefined ? undefined : encodeURIComponent(userName)) !== slug) {
          return <Navigate to={canonical} replace />;
        }
        return <ProfileView page={page} tab={tab} onFollowChange={query.retry} />;
      }}
    </PageState>
  );
}

interface ProfileViewProps {
  page: UserProfileResponse;
  tab: (typeof PROFILE_TABS)[number];
  onFollowChange: () => void;
}

function ProfileView({ page, tab, onFollowChange }: ProfileViewProps) {
  const { trans } = useTrans();
  const viewer = useCurrentUser();
  const { user } = page;
  const isOwn = viewer?.id === user.id;
  usePageMeta(
    tab === DEFAULT_PROFILE_TAB ? user.name : `${user.name} - ${profileTabLabels(trans)[tab]}`,
    trans('The playlists and liked music of :name, and the listeners they follow.', { name: user.name }),
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <ProfileHeader
        user={user}
        isOwn={isOwn}
        isFollowing={page.is_following}
        onFollowChange={onFollowChange}
      />
      {/* Tabs are links: arrows only move focus, so passing over a tab does not load it. */}
      <Tabs selectedKey={tab} keyboardActivation="manual">
        <TabList aria-label={trans('Profile sections')} className="overflow-x-auto">
          {PROFILE_TABS.map((item) => (
            <Tab key={item} id={item} href={profileTabLink(user, item)}>
              {profileTabLabels(trans)[item]}
            </Tab>
          ))}
        </TabList>
        <TabPanel key={tab} id={tab} className="pt-2">
          <ProfileTabContent user={user} tab={tab} isOwn={isOwn} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
