import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AppearancePayload, ORIGINAL_SEO_TEMPLATES } from '@tonearm/client/contract';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../../storybook/story-viewports';
import { findToast } from '../../users/storybook/find-toast';
import {
  AppearanceSectionStory,
  saveButton,
  savedInto,
  saveRefused,
  saveStatus,
  valuesAnswered,
  valuesWith,
} from '../storybook/appearance-section-story';
import { appearanceStoryValues } from '../storybook/appearance-story-values';

const customised = valuesWith({
  seo: {
    ...appearanceStoryValues().values.seo,
    artist: { title: 'Listen to {{artist.name}} on {{site_name}}', description: '{{artist.description}}' },
  },
});
const saved: AppearancePayload[] = [];

const meta = {
  title: 'Admin/Appearance/SeoSection',
  component: AppearanceSectionStory,
  args: { section: 'seo-settings' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [valuesAnswered(customised), savedInto(saved, customised)] },
  },
  beforeEach: () => {
    toast.dismiss();
    saved.length = 0;
  },
} satisfies Meta<typeof AppearanceSectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPage = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: new RegExp(`^${name}`) }));
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPage(canvasElement, 'Artist page');
    await expect(canvas.getByRole('button', { name: /^Artist page/ })).toHaveTextContent('Custom');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Listen to {{artist.name}} on {{site_name}}',
    );
    await expect(
      canvas.getByText(/Fields you can use: \{\{artist\.name\}\}, \{\{artist\.description\}\}/),
    ).toBeVisible();
  },
};

export const ResetsAPageAndSavesIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPage(canvasElement, 'Artist page');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to original' }));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(
      ORIGINAL_SEO_TEMPLATES.artist.title,
    );
    await expect(canvas.getByRole('button', { name: 'Reset to original' })).toBeDisabled();
    await expect(saveStatus(canvasElement)).toHaveTextContent('Unsaved changes');
    await userEvent.click(saveButton(canvasElement));
    await expect(await findToast(canvasElement, 'Changes saved')).toBeVisible();
    await expect(saved).toEqual([{ changes: { seo: { artist: null } } }]);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [valuesAnswered(appearanceStoryValues())] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPage(canvasElement, 'Search page');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(
      ORIGINAL_SEO_TEMPLATES.search.title,
    );
    await expect(canvas.getByRole('button', { name: 'Reset to original' })).toBeDisabled();
    await expect(canvas.queryByText('Custom')).not.toBeInTheDocument();
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const UnknownFieldKeepsSaveOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPage(canvasElement, 'Album page');
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, '{{{{artist.name}}');
    await expect(await canvas.findByText('This page has no {{artist.name}}.')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(saveStatus(canvasElement)).toHaveTextContent('Correct the marked fields before saving.');
  },
};

export const RefusedByTheServer: Story = {
  parameters: {
    msw: {
      handlers: [
        valuesAnswered(customised),
        saveRefused('This page has no {{user.name}}.', 'changes.seo.artist.title'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPage(canvasElement, 'Artist page');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), ' More.');
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() =>
      expect(saveStatus(canvasElement)).toHaveTextContent('Saving failed. Your changes are kept: try again.'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
      '{{artist.description}} More.',
    );
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await openPage(canvasElement, 'Track page');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title' })).toBeVisible();
    await expect(saveButton(canvasElement)).toBeVisible();
  },
};
