import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { ChannelsListPage } from './ChannelsListPage';
import { channelsDeleted, channelsListed, homeChosen, presetApplied } from './storybook/channel-story-server';

interface StoryArgs {
  initialPath: string;
}

// The presets the stories' server was asked to apply.
const appliedPresets: string[] = [];

const meta = {
  title: 'Admin/Channels/ChannelsListPage',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [channelsListed(), channelsDeleted, homeChosen, presetApplied(appliedPresets)] },
  },
  args: { initialPath: '/admin/channels' },
  render: ({ initialPath }) => (
    <ScreenStoryFrame screens={{ '/admin/channels': <ChannelsListPage /> }} initialPath={initialPath} />
  ),
  beforeEach: () => {
    toast.dismiss();
    appliedPresets.length = 0;
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

export const AppliesAPresetOnceConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply preset' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Music sharing/ })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Music streaming/ }));
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: 'Apply the “Music streaming” preset?',
    });
    await expect(confirm).toHaveTextContent('Every channel is deleted');
    await expect(confirm).toHaveTextContent('The home page then shows the preset’s home channel.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Replace every channel' }));
    await expect(
      await body(canvasElement).findByText('The “Music streaming” preset is applied', {
        selector: '[data-slot="toast-message"]',
      }),
    ).toBeVisible();
    await expect(appliedPresets).toEqual(['musicStreaming']);
  },
};

export const PresetCancelledByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    within(canvasElement).getByRole('button', { name: 'Apply preset' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /Music streaming/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: 'Apply the “Music sharing” preset?',
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(appliedPresets).toEqual([]);
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
