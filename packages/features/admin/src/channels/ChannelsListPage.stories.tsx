import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { ChannelsListPage } from './ChannelsListPage';
import { channelsDeleted, channelsListed, homeChosen } from './storybook/channel-story-server';

interface StoryArgs {
  initialPath: string;
}

const meta = {
  title: 'Admin/Channels/ChannelsListPage',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [channelsListed(), channelsDeleted, homeChosen] },
  },
  args: { initialPath: '/admin/channels' },
  render: ({ initialPath }) => (
    <ScreenStoryFrame screens={{ '/admin/channels': <ChannelsListPage /> }} initialPath={initialPath} />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Channels' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const home = await rowOf(table, /Home/);
    await expect(home).toHaveTextContent('Home page');
    await expect(home).toHaveTextContent('/home');
    await expect(await rowOf(table, /Top tracks/)).toHaveTextContent('Updated automatically');
    await expect(within(canvasElement).getByText('1–4 of 4')).toBeVisible();
  },
};

export const FilteredByContent: Story = {
  args: { initialPath: '/admin/channels?query=top' },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await rowOf(table, /Top tracks/)).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: /Staff picks/ })).toBeNull();
  },
};

export const ChoosesTheHomeChannel: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const picks = await rowOf(table, /Staff picks/);
    await userEvent.click(within(picks).getByRole('button', { name: 'Actions for Staff picks' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Show on the home page' }));
    await expect(
      await body(canvasElement).findByText('The home page now shows “Staff picks”', {
        selector: '[data-slot="toast-message"]',
      }),
    ).toBeVisible();
  },
};

export const HomeChannelCannotBeDeleted: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const home = await rowOf(table, /Home/);
    await userEvent.click(within(home).getByRole('button', { name: 'Actions for Home' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [channelsListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No channels yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/channels')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Channels' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/channels')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The channels could not be loaded')).toBeVisible();
  },
};
