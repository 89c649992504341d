import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellRoutes } from '../routes';
import { ShellStoryFrame } from '../storybook/ShellStoryFrame';
import { storyBootstrapData, storyMenus } from '../storybook/story-bootstrap-data';
import { storyHomeRoute } from '../storybook/story-home-route';
import { desktopViewport, mobileViewport } from '../storybook/story-viewports';
import { pageSidebarState } from './sidebar-state';

const meta = {
  title: 'Shell/Sidebar',
  component: ShellStoryFrame,
  parameters: { layout: 'fullscreen', ...desktopViewport.parameters },
  globals: desktopViewport.globals,
  args: {
    data: storyBootstrapData({ signedIn: true, menus: storyMenus }),
    routes: shellRoutes([storyHomeRoute], { sidebar: <p>Your playlists</p> }),
  },
  // Every story starts from an expanded sidebar, whatever the last one left in the page's state.
  beforeEach: () => pageSidebarState().setCollapsed(false),
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1280 px a listener has the sidebar: the primary menu, "Your music" and what other features add. */
export const ListenerOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = within(await canvas.findByRole('complementary', { name: 'Sidebar' }));
    const music = within(sidebar.getByRole('navigation', { name: 'Your music' }));
    await expect(music.getByRole('link', { name: 'Songs' })).toHaveAttribute('href', '/library/songs');
    await expect(sidebar.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await expect(sidebar.getByText('Your playlists')).toBeVisible();
    // The navbar's copy of the primary menu gives way to the sidebar's.
    await expect(canvas.getAllByRole('navigation', { name: 'Primary' })).toHaveLength(1);
  },
};

/** The toggle collapses the sidebar to a rail and expands it again, keeping focus on the toggle. */
export const CollapseAndExpand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const collapse = await canvas.findByRole('button', { name: 'Collapse sidebar' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    collapse.focus();
    await userEvent.keyboard('{Enter}');
    const expand = await canvas.findByRole('button', { name: 'Expand sidebar' });
    await waitFor(() => expect(expand).toHaveFocus());
    await expect(canvas.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
    // With the sidebar collapsed the navbar shows the primary menu again.
    await expect(canvas.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveFocus());
  },
};

const artistData = (showUploadButton: boolean) => {
  const data = storyBootstrapData({ signedIn: true, menus: storyMenus });
  return {
    ...data,
    user: data.user && { ...data.user, permissions: [{ name: 'music.create', restrictions: [] }] },
    settings: { ...data.settings, player: { show_upload_btn: showUploadButton } },
  };
};

/** An artist finds Upload at the top of the sidebar while the site offers it. */
export const UploadButtonForArtists: Story = {
  args: { data: artistData(true) },
  play: async ({ canvasElement }) => {
    const sidebar = within(await within(canvasElement).findByRole('complementary', { name: 'Sidebar' }));
    await expect(sidebar.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/backstage/upload');
  },
};

/** With the player panel's upload button off, the sidebar has no Upload, even for an artist. */
export const UploadButtonTurnedOff: Story = {
  args: { data: artistData(false) },
  play: async ({ canvasElement }) => {
    const sidebar = within(await within(canvasElement).findByRole('complementary', { name: 'Sidebar' }));
    await expect(sidebar.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await expect(sidebar.queryByRole('link', { name: 'Upload' })).toBeNull();
  },
};

/** A listener who may not add music has no Upload in the sidebar. */
export const NoUploadButtonForListeners: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = within(await within(canvasElement).findByRole('complementary', { name: 'Sidebar' }));
    await expect(sidebar.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await expect(sidebar.queryByRole('link', { name: 'Upload' })).toBeNull();
  },
};

/** A guest keeps the navbar's menu: no sidebar is loaded. */
export const GuestOnDesktop: Story = {
  args: { data: storyBootstrapData({ menus: storyMenus }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Primary' })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
  },
};

/** At 375 px the sidebar gives way to the bottom tab bar. */
export const ListenerOnPhone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
  },
};
