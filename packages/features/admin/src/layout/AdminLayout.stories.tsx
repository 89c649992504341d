import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../storybook/AdminStoryFrame';
import { adminStoryData } from '../storybook/admin-story-data';
import { desktopViewport, mobileViewport } from '../storybook/story-viewports';
import { SIDEBAR_COLLAPSED_KEY } from './sidebar-collapse';

const meta = {
  title: 'Admin/Admin layout',
  component: AdminStoryFrame,
  parameters: { layout: 'fullscreen', ...desktopViewport.parameters },
  globals: desktopViewport.globals,
  args: { data: adminStoryData(), initialPath: '/admin/files' },
  // Every story starts with the navigation expanded, as on a first visit.
  beforeEach: () => {
    localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
    return () => localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
  },
} satisfies Meta<typeof AdminStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Users', 'Files']);
    await expect(within(nav).getByRole('link', { name: 'Files' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tonearm home' })).toHaveAttribute('href', '/');
    await expect(await canvas.findByRole('button', { name: 'Ada Admin' })).toBeVisible();

    await userEvent.click(within(nav).getByRole('link', { name: 'Users' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Files' })).not.toHaveAttribute('aria-current');
  },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Files' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Collapse navigation' }));
    await expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');

    // Icons only: each link keeps its name, and shows it as a tooltip on keyboard focus.
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).not.toHaveTextContent('Dashboard');
    await userEvent.tab();
    await expect(dashboard).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Dashboard');
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  },
};

export const SomeSections: Story = {
  name: 'A user who may open only some sections',
  args: { data: adminStoryData({ permissions: ['admin.access', 'files.update'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Admin' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Files']);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  },
};

export const SectionWithoutPermission: Story = {
  name: 'A section the user may not open',
  args: { data: adminStoryData({ permissions: ['admin.access'] }), initialPath: '/admin/users' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Billing is off in these stories, so the access guard answers with the not-found page.
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent('/404'));
  },
};

export const Suspended: Story = {
  name: 'A suspended operator',
  args: { data: adminStoryData({ banned: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  },
};

export const Drawer: Story = {
  name: 'Drawer at 375 px',
  parameters: mobileViewport.parameters,
  globals: mobileViewport.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 1, name: 'Files' });
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();

    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(open);
    const drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Files' })).toHaveAttribute('aria-current', 'page');
    // Focus stays in the drawer while it is open.
    await waitFor(() =>
      expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();

    await userEvent.click(open);
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  },
};
