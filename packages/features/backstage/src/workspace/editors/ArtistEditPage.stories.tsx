import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { findToast, fitsWidth, mobileViewport, page, resetStoryPage } from '../../storybook/story-support';
import { WorkspaceStoryFrame } from '../storybook/WorkspaceStoryFrame';
import { artistAnswered, notTheirs, workspaceStoryData } from '../storybook/workspace-story-data';
import { ArtistEditPage } from './ArtistEditPage';

const meta = {
  title: 'Backstage/Workspace/ArtistEditPage',
  component: ArtistEditPage,
  parameters: { layout: 'fullscreen', msw: { handlers: artistAnswered } },
  render: () => <WorkspaceStoryFrame data={workspaceStoryData()} initialPath="/backstage/artists/1" />,
  beforeEach: resetStoryPage,
} satisfies Meta<typeof ArtistEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnProfileWithoutAdminFields: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Edit “Neon Harbor”' });
    await expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(screen.queryByRole('switch', { name: 'Verified' })).toBeNull();
    await expect(screen.getByRole('link', { name: 'Tidal Memory' })).toHaveAttribute(
      'href',
      '/backstage/albums/21',
    );
  },
};

export const ChangesTheCityAndSaves: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Edit “Neon Harbor”' });
    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Kiel');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Artist updated')).toBeVisible();
    await expect(city).toHaveValue('Kiel');
  },
};

export const SomeoneElsesArtist: Story = {
  parameters: { msw: { handlers: [notTheirs('*/api/v1/backstage/workspace/artists/1')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Edit “Neon Harbor”' });
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};
