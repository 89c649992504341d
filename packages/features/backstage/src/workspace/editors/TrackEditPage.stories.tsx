import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findToast, fitsWidth, mobileViewport, page, resetStoryPage } from '../../storybook/story-support';
import { WorkspaceStoryFrame } from '../storybook/WorkspaceStoryFrame';
import {
  failing,
  minutesAnswered,
  noImports,
  notTheirs,
  trackAnswered,
  trackDeleted,
  trackSaved,
  workspaceStoryData,
} from '../storybook/workspace-story-data';
import { TrackEditPage } from './TrackEditPage';

const meta = {
  title: 'Backstage/Workspace/TrackEditPage',
  component: TrackEditPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [...trackAnswered, trackSaved] } },
  render: () => <WorkspaceStoryFrame data={workspaceStoryData()} initialPath="/backstage/tracks/11" />,
  beforeEach: resetStoryPage,
} satisfies Meta<typeof TrackEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('heading', { level: 1, name: 'Edit “Harbor Lights”' });

export const OwnTrack: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await heading(canvasElement);
    await expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-current', 'page');
    await expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      '/backstage/tracks/11/insights',
    );
    const artists = screen.getByRole('group', { name: 'Artists' });
    await expect(within(artists).getAllByRole('listitem')[0]).toHaveTextContent('Neon HarborPrimary');
    // The admin's list is not the artist's to go back to.
    await expect(screen.queryByRole('link', { name: 'Back to tracks' })).toBeNull();
  },
};

export const RenamesAndSaves: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await heading(canvasElement);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Harbor Lights (Live){Enter}');
    await expect(await findToast(canvasElement, 'Track updated')).toBeVisible();
  },
};

export const DeletesAfterConfirmation: Story = {
  parameters: {
    msw: {
      handlers: [
        ...trackAnswered,
        trackDeleted,
        minutesAnswered({ used: 4, limit: 30, left: 26 }),
        noImports,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await heading(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Delete track' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Harbor Lights”?' });
    await expect(dialog).toHaveTextContent('The track, its lyrics, plays and comments are deleted for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Track deleted')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/backstage/upload'));
  },
};

export const SomeoneElsesTrack: Story = {
  parameters: { msw: { handlers: [notTheirs('*/api/v1/backstage/workspace/tracks/11')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/backstage/workspace/tracks/11')] } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'The track could not be loaded' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const GuestGoesToSignIn: Story = {
  render: () => <WorkspaceStoryFrame data={workspaceStoryData('guest')} initialPath="/backstage/tracks/11" />,
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};
