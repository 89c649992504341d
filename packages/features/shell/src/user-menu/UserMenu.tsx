import type { User } from '@tonearm/client/contract';
import { Avatar, Button, Menu, MenuItem, MenuSection, MenuTrigger, useIsMobile } from '@tonearm/ui';
import { usePlayerSettings } from '../bootstrap/use-player-settings';
import { useTrans } from '../i18n';
import { useLogout } from '../logout/use-logout';
import { useMenuLinks } from '../site-menus';
import { useThemeChoice } from '../theme/use-theme-choice';
import { WorkspaceMenuSection } from '../workspaces/WorkspaceMenuSection';
import { type UserMenuEntry, userMenuEntries } from './user-menu-entries';

/** The menu position whose links the user menu lists above the account's own entries. */
export const USER_MENU_POSITION = 'auth-dropdown';

export interface UserMenuProps {
  user: User;
}

/**
 * The signed-in user's menu, opened from their avatar (doc 000 §2): the workspaces to switch between (when the
 * user joined any), the operator's links at `auth-dropdown` that the menu rules let this user see, then Profile
 * page, Notifications (mobile), Billing (subscribers), Dark mode or Light mode (when allowed) and Log out.
 */
export function UserMenu({ user }: UserMenuProps) {
  const { trans } = useTrans();
  const isMobile = useIsMobile();
  const { isDark, canChange, chooseScheme } = useThemeChoice();
  const logout = useLogout();
  const offersBecomeArtist = usePlayerSettings().show_become_artist_btn;
  const entries = userMenuEntries(
    { user, isMobile, canChangeTheme: canChange, isDark, offersBecomeArtist },
    trans,
  );
  const siteLinks = useMenuLinks(USER_MENU_POSITION);

  const act = (entry: UserMenuEntry) => {
    if (entry.id === 'theme') chooseScheme(entry.scheme);
    else if (entry.id === 'logout') void logout();
  };

  return (
    <MenuTrigger placement="bottom end">
      {/* Named by the user's name in text: a label over the visible initials would not match them, and the
          picture stays out of the accessibility tree so the page's own avatar of the user is the only image. */}
      <Button variant="ghost" className="size-10 rounded-full p-0">
        <span aria-hidden="true" className="contents">
          <Avatar name={user.name} src={user.image} size="sm" />
        </span>
        <span className="sr-only">{user.name}</span>
      </Button>
      <Menu
        onAction={(key) => {
          const entry = entries.find((candidate) => candidate.id === key);
          if (entry) act(entry);
        }}
      >
        <WorkspaceMenuSection />
        {siteLinks.length > 0 && (
          <MenuSection aria-label={trans('Links')} items={siteLinks}>
            {(link) => (
              <MenuItem
                id={`link:${link.id}`}
                href={link.href}
                target={link.target}
                textValue={trans(link.label)}
              >
                {trans(link.label)}
              </MenuItem>
            )}
          </MenuSection>
        )}
        <MenuSection aria-label={trans('Account')} items={entries}>
          {(entry) => (
            <MenuItem id={entry.id} href={'href' in entry ? entry.href : undefined} textValue={entry.label}>
              {entry.label}
            </MenuItem>
          )}
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
