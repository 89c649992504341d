import type { Meta, StoryObj } from '@storybook/react-vite';
import { createCookieJar } from '@tonearm/client/rules';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shellRoutes } from '../routes';
import { ShellStoryFrame } from '../storybook/ShellStoryFrame';
import { storyBootstrapData, storyMenus } from '../storybook/story-bootstrap-data';
import { storyHomeRoute } from '../storybook/story-home-route';
import { desktopViewport, mobileViewport } from '../storybook/story-viewports';
import { ACTIVE_WORKSPACE_COOKIE } from '../workspaces/active-workspace';

const logoutRequest = fn();

const workspacesAnswer = (workspaces: { id: number; name: string; members_count: number }[]) =>
  http.get('/api/v1/me/workspaces', () => HttpResponse.json({ workspaces }));
const noWorkspaces = workspacesAnswer([]);

const meta = {
  title: 'Shell/Navbar',
  component: ShellStoryFrame,
  parameters: { layout: 'fullscreen', ...desktopViewport.parameters, msw: { handlers: [noWorkspaces] } },
  args: {
    data: storyBootstrapData({ signedIn: true, menus: storyMenus }),
    routes: shellRoutes([storyHomeRoute, { path: 'login', element: <h1>Sign in to your account</h1> }]),
  },
  beforeEach: () => {
    logoutRequest.mockReset();
    createCookieJar(document).remove(ACTIVE_WORKSPACE_COOKIE);
  },
  globals: desktopViewport.globals,
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Tabs from the page start to the account menu button and opens it with Enter. */
async function openUserMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const trigger = await canvas.findByRole('button', { name: 'Nina Simone' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return { trigger, menu: await body(canvasElement).findByRole('menu', { name: 'Nina Simone' }) };
}

export const SignedInWithMenus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = await canvas.findByRole('navigation', { name: 'Primary' });
    const links = within(primary).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Discover', '/'],
      ['Search', '/search'],
      ['My playlists', '/user/7/playlists'],
    ]);
    await expect(within(primary).getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.getBoundingClientRect().height).toBe(64);
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, menu } = await openUserMenu(canvasElement);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Profile page', 'Dark mode', 'Log out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Profile page' })).toHaveAttribute(
      'href',
      '/user/7/nina-simone',
    );
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Reopened for review.
    await userEvent.keyboard('{Enter}');
    await expect(await body(canvasElement).findByRole('menu', { name: 'Nina Simone' })).toBeVisible();
  },
};

export const UserMenuWithOperatorLinks: Story = {
  args: {
    data: storyBootstrapData({
      signedIn: true,
      menus: [
        {
          id: 'user-links',
          positions: ['auth-dropdown'],
          items: [
            { id: 'help', label: 'Help', type: 'link', action: 'https://help.example', target: '_blank' },
            { id: 'mine', label: 'My page', type: 'route', action: '/user/{currentUser}', roles: [99] },
          ],
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const { menu } = await openUserMenu(canvasElement);
    const items = within(menu).getAllByRole('menuitem');
    // The item naming a role this user lacks stays out.
    await expect(items.map((item) => item.textContent)).toEqual([
      'Help',
      'Profile page',
      'Dark mode',
      'Log out',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Help' })).toHaveAttribute('target', '_blank');
  },
};

export const SubscriberMenu: Story = {
  args: { data: storyBootstrapData({ signedIn: true, subscribed: true, themeChange: false }) },
  play: async ({ canvasElement }) => {
    const { menu } = await openUserMenu(canvasElement);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Profile page', 'Billing', 'Log out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', '/billing');
  },
};

export const ChoosesDarkModeFromTheUserMenu: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root).not.toHaveClass('dark');
    const { menu, trigger } = await openUserMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Dark mode' }));
    await waitFor(() => expect(root).toHaveClass('dark'));
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const reopened = await body(canvasElement).findByRole('menu', { name: 'Nina Simone' });
    await expect(within(reopened).getByRole('menuitem', { name: 'Light mode' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const LogsOutFromTheUserMenu: Story = {
  parameters: {
    msw: {
      handlers: [
        noWorkspaces,
        http.post('/auth/logout', () => {
          logoutRequest();
          return HttpResponse.json({ bootstrapData: storyBootstrapData() });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    createCookieJar(document).set(ACTIVE_WORKSPACE_COOKIE, '5');
    const { menu } = await openUserMenu(canvasElement);
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(logoutRequest).toHaveBeenCalledTimes(1);
    // The next account signed in on this browser starts in its own default workspace.
    await expect(createCookieJar(document).get(ACTIVE_WORKSPACE_COOKIE)).toBeUndefined();
  },
};

export const SwitchesWorkspaceFromTheUserMenu: Story = {
  parameters: {
    msw: { handlers: [workspacesAnswer([{ id: 5, name: 'Label team', members_count: 4 }])] },
  },
  play: async ({ canvasElement }) => {
    const { trigger, menu } = await openUserMenu(canvasElement);
    const workspaces = await within(menu).findByRole('group', { name: 'Workspaces' });
    const [defaultWorkspace, labelTeam] = within(workspaces).getAllByRole('menuitemradio');
    await expect(defaultWorkspace).toHaveAccessibleName('Default');
    await expect(defaultWorkspace).toHaveAttribute('aria-checked', 'true');
    await expect(labelTeam).toHaveAccessibleName('Label team');
    await userEvent.click(labelTeam as HTMLElement);
    await expect(createCookieJar(document).get(ACTIVE_WORKSPACE_COOKIE)).toBe('5');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(trigger);
    const reopened = await body(canvasElement).findByRole('menu', { name: 'Nina Simone' });
    await waitFor(() =>
      expect(within(reopened).getByRole('menuitemradio', { name: 'Label team' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** A one-colour square logo, named by its colour, as an operator would upload. */
const logo = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><rect width="96" height="32" fill="${color}"/></svg>`)}`;

const visibleLogo = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLImageElement>('[data-slot="site-logo"]')].filter(
    (image) => getComputedStyle(image).display !== 'none',
  );

export const LogoVariants: Story = {
  args: {
    data: storyBootstrapData({
      signedIn: true,
      logos: {
        logo_light: logo('navy'),
        logo_dark: logo('white'),
        logo_light_mobile: logo('teal'),
        logo_dark_mobile: logo('silver'),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Tonearm home' })).toBeVisible();
    await expect(visibleLogo(canvasElement).map((image) => image.src)).toEqual([logo('navy')]);
    const { menu } = await openUserMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Dark mode' }));
    await waitFor(() =>
      expect(visibleLogo(canvasElement).map((image) => image.src)).toEqual([logo('white')]),
    );
  },
};

export const MobileLogo: Story = {
  ...mobileViewport,
  args: LogoVariants.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Tonearm home' })).toBeVisible();
    await expect(visibleLogo(canvasElement).map((image) => image.src)).toEqual([logo('teal')]);
  },
};

export const Guest: Story = {
  args: { data: storyBootstrapData({ menus: storyMenus }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Nina Simone' })).toBeNull();
    // The item needing a user is left out for a guest.
    await expect(canvas.queryByRole('link', { name: 'My playlists' })).toBeNull();
  },
};

export const NotificationBellSlot: Story = {
  args: {
    routes: shellRoutes([storyHomeRoute], {
      notificationBell: <button type="button">Notifications bell</button>,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications bell' });
    await expect(
      within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('button', {
        name: 'Notifications bell',
      }),
    ).toBe(bell);
  },
};

export const MobileBottomMenu: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bottom = await canvas.findByRole('navigation', { name: 'Mobile' });
    await expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Discover', 'Search', 'Your music']);
    const box = bottom.getBoundingClientRect();
    await expect(box.bottom).toBe(canvasElement.ownerDocument.documentElement.clientHeight);
    await expect(canvas.queryByRole('navigation', { name: 'Primary' })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.getBoundingClientRect().height).toBe(48);
  },
};

export const MobileUserMenu: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const { menu } = await openUserMenu(canvasElement);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Profile page',
      'Notifications',
      'Dark mode',
      'Log out',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  },
};
