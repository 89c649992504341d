import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { overridden } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { AdsPage } from './AdsPage';
import {
  adsAnswered,
  adsFailing,
  adsPending,
  adsRefused,
  adsSaved,
  STORY_ADS,
} from './storybook/ads-story-server';

const sent = fn();

const meta = {
  title: 'Admin/Ads/AdsPage',
  component: AdsPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [adsAnswered(), adsSaved] } },
  render: () => <ScreenStoryFrame screens={{ '/admin/ads': <AdsPage /> }} initialPath="/admin/ads" />,
  beforeEach: () => {
    toast.dismiss();
    sent.mockReset();
  },
} satisfies Meta<typeof AdsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const findToast = (canvasElement: HTMLElement, message: string) =>
  within(canvasElement.ownerDocument.body).findByText(message, { selector: '[data-slot="toast-message"]' });

export const FiveSlotsWithTheirHints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ads' })).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: 'Top of most pages' })).toHaveValue(
      '<script async src="https://ads.example/tag.js" data-slot="top"></script>',
    );
    await expect(canvas.getByText(/At most 150 px high\./)).toBeVisible();
    await expect(canvas.getByText(/At most 1000 px wide\./)).toBeVisible();
    await expect(canvas.getByText(/At most 430 px wide\./)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Disable ads/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const SaveASnippet: Story = {
  parameters: {
    msw: {
      handlers: [
        adsAnswered(),
        overridden('PUT', '*/api/v1/admin/ads', async ({ request }) => {
          const ads = await request.json();
          sent(ads);
          return HttpResponse.json({ ads });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const album = await canvas.findByRole('textbox', { name: 'Album page, above the tracks' });
    await userEvent.type(album, '<p>Pre-order the vinyl</p>');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Artist page, under similar artists' }));
    await userEvent.click(canvas.getByRole('switch', { name: /Disable ads/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Ads saved')).toBeVisible();
    await expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        disable: true,
        album_above: '<p>Pre-order the vinyl</p>',
        artist_bottom: null,
      }),
    );
  },
};

export const ServerRefusal: Story = {
  parameters: { msw: { handlers: [adsAnswered(), adsRefused] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = await canvas.findByRole('textbox', { name: 'Top of most pages' });
    await userEvent.type(top, ' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A snippet may be at most 20000 characters.')).toBeVisible();
    await expect(top).toHaveFocus();
  },
};

export const AdsDisabled: Story = {
  parameters: { msw: { handlers: [adsAnswered({ ...STORY_ADS, disable: true })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: /Disable ads/ })).toBeChecked();
    // The snippets stay, to come back when ads are turned on again.
    await expect(canvas.getByRole('textbox', { name: 'Top of most pages' })).not.toHaveValue('');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [adsPending] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [adsFailing] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The ads could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Ads' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
