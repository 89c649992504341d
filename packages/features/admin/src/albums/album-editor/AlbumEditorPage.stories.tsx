import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { mobileViewport } from '../../storybook/story-viewports';
import {
  catalogueListed,
  STORY_ARTISTS,
  storyAlbumAnswered,
  storyAlbumSaved,
} from '../../tracks/storybook/catalogue-story-server';
import { findToast } from '../../users/storybook/find-toast';
import { AlbumEditorPage } from './AlbumEditorPage';

const meta = {
  title: 'Admin/Catalogue/AlbumEditorPage',
  component: AlbumEditorPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [storyAlbumAnswered, storyAlbumSaved, catalogueListed('artists', STORY_ARTISTS)] },
  },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/albums/:albumId/edit': <AlbumEditorPage /> }}
      initialPath="/admin/albums/21/edit"
    />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof AlbumEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const trackList = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Tracks' });
const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-key'));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit “Tidal Memory”' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Release date' })).toHaveValue('2026-03-14');
    await expect(order(await trackList(canvasElement))).toEqual(['11', '12', '14']);
  },
};

export const ReordersByKeyboardAndSaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await trackList(canvasElement);
    await canvas.findByRole('button', { name: 'Move Undertow' });
    // Keyboard focus, as an admin tabbing in: React Aria starts a keyboard drag only then.
    await userEvent.click(within(list).getAllByRole('row')[2] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    // React Aria offers each place between rows as a drop target named for it.
    const target = await within(list).findByRole('button', { name: /Insert before Harbor Lights/ });
    for (let step = 0; step < 6 && canvasElement.ownerDocument.activeElement !== target; step += 1) {
      await userEvent.keyboard('{ArrowUp}');
    }
    await expect(target).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(list)[0]).toBe('14'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Album updated')).toBeVisible();
    // Saved, the form goes back to the list.
    await expect(await within(canvasElement).findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/albums',
    );
  },
};

export const RemovesATrack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await trackList(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove: Low Tide' }));
    await expect(order(list)).toEqual(['11', '14']);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/albums/21')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/albums/21')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'The album could not be loaded' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await trackList(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
