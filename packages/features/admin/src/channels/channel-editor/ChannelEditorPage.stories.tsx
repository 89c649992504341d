import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import {
  channelAnswered,
  channelContentServer,
  channelCreated,
  channelSaved,
} from '../storybook/channel-story-server';
import { ChannelEditorPage } from './ChannelEditorPage';

interface StoryArgs {
  initialPath: string;
}

const content = channelContentServer();

const meta = {
  title: 'Admin/Channels/ChannelEditorPage',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...content.handlers, channelAnswered, channelCreated, channelSaved] },
  },
  args: { initialPath: '/admin/channels/2/edit' },
  render: ({ initialPath }) => (
    <ScreenStoryFrame
      screens={{
        '/admin/channels/new': <ChannelEditorPage />,
        '/admin/channels/:channelId/edit': <ChannelEditorPage />,
      }}
      initialPath={initialPath}
    />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const findToast = (canvasElement: HTMLElement, message: string) =>
  within(canvasElement.ownerDocument.body).findByText(message, { selector: '[data-slot="toast-message"]' });
const contentList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Channel content' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label') ?? row.textContent);

export const ManualChannel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit “Staff picks”' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Slug/ })).toHaveValue('staff-picks');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    const list = await contentList(canvasElement);
    await expect(await within(list).findByText('Night Drive')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Add content' })).toBeVisible();
  },
};

export const ReordersByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const list = await contentList(canvasElement);
    await within(list).findByRole('button', { name: 'Move Low Tide' });
    // Keyboard focus, as an admin tabbing in: React Aria starts a keyboard drag only then.
    await userEvent.click(within(list).getAllByRole('row')[2] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    // React Aria offers each place between rows as a drop target named for it.
    const target = await within(list).findByRole('button', { name: /Insert before Night Drive/ });
    for (let step = 0; step < 6 && canvasElement.ownerDocument.activeElement !== target; step += 1) {
      await userEvent.keyboard('{ArrowUp}');
    }
    await expect(target).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, 'Order saved')).toBeVisible();
    await waitFor(() => expect(content.stored.at(-1)?.map((item) => item.name)[0]).toBe('Low Tide'));
    await waitFor(() => expect(names(list)[0]).toContain('Low Tide'));
  },
};

export const AddsContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await contentList(canvasElement);
    await within(list).findByText('Night Drive');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add content' }), 'paper');
    const option = await within(canvasElement.ownerDocument.body).findByRole('option', {
      name: 'Paper Moons',
    });
    await userEvent.click(option);
    await expect(await findToast(canvasElement, 'Added “Paper Moons”')).toBeVisible();
    await expect(await within(list).findByText('Paper Moons')).toBeInTheDocument();
    // A fresh search waits for the next pick, focused.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Add content' })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: 'Add content' })).toHaveValue('');
  },
};

export const RemovesContent: Story = {
  play: async ({ canvasElement }) => {
    const list = await contentList(canvasElement);
    await userEvent.click(await within(list).findByRole('button', { name: 'Remove: Glass Harbour' }));
    await expect(await findToast(canvasElement, 'Removed “Glass Harbour”')).toBeVisible();
    await waitFor(() => expect(within(list).queryByText('Glass Harbour')).toBeNull());
  },
};

export const AutoUpdatedChannel: Story = {
  args: { initialPath: '/admin/channels/3/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Edit “Top tracks”' });
    await expect(canvas.getByRole('button', { name: /Update method/ })).toHaveTextContent('Top tracks');
    const list = await contentList(canvasElement);
    await within(list).findByText('Night Drive');
    await expect(within(list).queryByRole('button', { name: /Move/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Update content now' }));
    await expect(await findToast(canvasElement, 'Content updated')).toBeVisible();
  },
};

export const ListsEveryItem: Story = {
  args: { initialPath: '/admin/channels/4/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Edit “Popular albums”' });
    await expect(canvas.getByRole('button', { name: /Order/ })).toHaveTextContent('Most popular first');
    await expect(
      canvas.getByText('This channel lists every item of its type, so there is nothing to pick by hand.'),
    ).toBeVisible();
  },
};

export const NewChannel: Story = {
  args: { initialPath: '/admin/channels/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'New channel' });
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Late night');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the channel' }));
    await expect(await findToast(canvasElement, 'Channel added')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit “Late night”' })).toBeVisible();
  },
};

export const RefusesATakenSlug: Story = {
  args: { initialPath: '/admin/channels/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'New channel' });
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Home again');
    await userEvent.type(canvas.getByRole('textbox', { name: /Slug/ }), 'home');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the channel' }));
    await expect(await canvas.findByText('Another channel already has this slug.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Slug/ })).toHaveFocus());
  },
};

export const RefusesASlugOutOfForm: Story = {
  args: { initialPath: '/admin/channels/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'New channel' });
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Picks');
    await userEvent.type(canvas.getByRole('textbox', { name: /Slug/ }), 'Staff Picks');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the channel' }));
    await expect(
      await canvas.findByText('The slug may hold only lowercase letters, digits and single dashes.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/channels/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/channels/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The channel could not be loaded')).toBeVisible();
  },
};
