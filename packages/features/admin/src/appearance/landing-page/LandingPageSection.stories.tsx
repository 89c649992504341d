import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AppearancePayload, DEFAULT_LANDING_APPEARANCE } from '@tonearm/client/contract';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../../storybook/story-viewports';
import { findToast } from '../../users/storybook/find-toast';
import {
  AppearanceSectionStory,
  frameMessages,
  saveButton,
  savedInto,
  saveStatus,
  valuesAnswered,
  valuesWith,
} from '../storybook/appearance-section-story';
import { appearanceStoryValues } from '../storybook/appearance-story-values';

const populated = valuesWith({
  landing: {
    ...DEFAULT_LANDING_APPEARANCE,
    header_title: 'Music from the coast',
    header_subtitle: 'Every night, live.',
    header_overlay_color_1: '#1E1B4B',
    header_overlay_opacity: 60,
    primary_features: [{ title: 'Offline listening', subtitle: 'Take it anywhere', image: null }],
    secondary_features: [
      { title: 'Lyrics', subtitle: 'Sing along', description: 'Synced to the beat.', image: null },
    ],
    show_pricing: true,
  },
});
const saved: AppearancePayload[] = [];

const meta = {
  title: 'Admin/Appearance/LandingPageSection',
  component: AppearanceSectionStory,
  args: { section: 'landing-page' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [valuesAnswered(populated), savedInto(saved, populated)] },
  },
  beforeEach: () => {
    toast.dismiss();
    saved.length = 0;
  },
} satisfies Meta<typeof AppearanceSectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerTitle = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Header title' });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await headerTitle(canvasElement)).toHaveValue('Music from the coast');
    await expect(canvas.getByRole('switch', { name: 'Show the pricing table' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Overlay opacity' })).toHaveAttribute(
      'aria-valuetext',
      '60%',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Primary features' }));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Offline listening');
  },
};

export const ShowsLandingInTheFrameAndEditsReachIt: Story = {
  play: async ({ canvasElement }) => {
    const field = await headerTitle(canvasElement);
    const frame = await within(canvasElement).findByTitle('Site preview');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'about:blank#/landing'));
    const { received } = await frameMessages(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, 'Hear it first');
    const lastValues = () =>
      received.filter((message) => (message as { type?: string }).type === 'setValues').at(-1);
    await waitFor(() =>
      expect(lastValues()).toMatchObject({
        values: { 'settings.homepage.appearance': { header_title: 'Hear it first' } },
      }),
    );
    await userEvent.click(saveButton(canvasElement));
    await expect(await findToast(canvasElement, 'Changes saved')).toBeVisible();
    await expect(saved[0]?.changes.landing?.header_title).toBe('Hear it first');
  },
};

export const AddsAButtonByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await headerTitle(canvasElement);
    canvas.getByRole('button', { name: 'Action buttons' }).focus();
    await userEvent.keyboard('{Enter}');
    const add = await canvas.findByRole('button', { name: 'Add a button' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'Button 3' })).toBeVisible();
    // Three buttons at most.
    await expect(add).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [valuesAnswered(appearanceStoryValues())] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await headerTitle(canvasElement)).toHaveValue('');
    await expect(canvas.getByText('Overlay colour 1: none')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Secondary features' }));
    // Both lists are empty; only the opened one shows it.
    const shown = canvas.getAllByText('None yet.').filter((element) => element.checkVisibility());
    await expect(shown).toHaveLength(1);
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const EmptyButtonLabelKeepsSaveOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await headerTitle(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Action buttons' }));
    const [label] = canvas.getAllByRole('textbox', { name: 'Label' });
    if (!label) throw new Error('No button label field');
    await userEvent.clear(label);
    await expect(await canvas.findByText('Give the button a label.')).toBeVisible();
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(saveStatus(canvasElement)).toHaveTextContent('Correct the marked fields before saving.');
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(await headerTitle(canvasElement)).toBeVisible();
    await expect(saveButton(canvasElement)).toBeVisible();
  },
};
