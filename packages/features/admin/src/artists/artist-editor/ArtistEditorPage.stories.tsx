import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending } from '../../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { mobileViewport } from '../../storybook/story-viewports';
import { storyArtistFormAnswered, storyArtistSaved } from '../../tracks/storybook/catalogue-story-server';
import { findToast } from '../../users/storybook/find-toast';
import { ArtistEditorPage } from './ArtistEditorPage';

const meta = {
  title: 'Admin/Catalogue/ArtistEditorPage',
  component: ArtistEditorPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [storyArtistFormAnswered, storyArtistSaved] } },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/artists/:artistId/edit': <ArtistEditorPage /> }}
      initialPath="/admin/artists/1/edit"
    />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ArtistEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Edit “Neon Harbor”' });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('switch', { name: /Verified/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Rotterdam');
    await expect(canvas.getByRole('img', { name: 'Profile image 1' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tidal Memory' })).toHaveAttribute(
      'href',
      '/admin/albums/21/edit',
    );
  },
};

export const AddsALinkAndSaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a link' }));
    const link = canvas.getByRole('group', { name: 'Link 2' });
    await userEvent.type(within(link).getByRole('textbox', { name: 'Title' }), 'Bandcamp');
    await userEvent.type(within(link).getByRole('textbox', { name: 'Address' }), 'neonharbor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Give an address starting with https://.')).toBeVisible();
    await userEvent.clear(within(link).getByRole('textbox', { name: 'Address' }));
    await userEvent.type(
      within(link).getByRole('textbox', { name: 'Address' }),
      'https://neonharbor.example/music',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Artist updated')).toBeVisible();
    // Saved, the form goes back to the list.
    await expect(await within(canvasElement).findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/artists',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/artists/1')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/artists/1')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'The artist could not be loaded' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
