import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppearancePayload } from '@tonearm/client/contract';
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
  custom_code: {
    css: '.navbar { border-bottom: 2px solid gold; }',
    html: '<script src="https://stats.example.com/count.js"></script>',
  },
});
const saved: AppearancePayload[] = [];

const meta = {
  title: 'Admin/Appearance/CustomCodeSection',
  component: AppearanceSectionStory,
  args: { section: 'custom-code' },
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

const cssField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Custom CSS' });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await cssField(canvasElement)).toHaveValue('.navbar { border-bottom: 2px solid gold; }');
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Custom HTML and JavaScript' }),
    ).toHaveValue('<script src="https://stats.example.com/count.js"></script>');
  },
};

export const EditsReachTheFrameAndSave: Story = {
  play: async ({ canvasElement }) => {
    const css = await cssField(canvasElement);
    const { received } = await frameMessages(canvasElement);
    await userEvent.clear(css);
    await userEvent.type(css, 'body {{ color: red; }');
    await waitFor(() =>
      expect(received).toContainEqual({ type: 'setCustomCode', mode: 'css', value: 'body { color: red; }' }),
    );
    await userEvent.click(saveButton(canvasElement));
    await expect(await findToast(canvasElement, 'Changes saved')).toBeVisible();
    await expect(saved[0]?.changes.custom_code?.css).toBe('body { color: red; }');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [valuesAnswered(appearanceStoryValues())] } },
  play: async ({ canvasElement }) => {
    await expect(await cssField(canvasElement)).toHaveValue('');
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const ClosingStyleKeepsSaveOff: Story = {
  play: async ({ canvasElement }) => {
    const css = await cssField(canvasElement);
    await userEvent.type(css, '</style>');
    await expect(await within(canvasElement).findByText('CSS cannot contain </style>.')).toBeVisible();
    await expect(css).toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(saveStatus(canvasElement)).toHaveTextContent('Correct the marked fields before saving.');
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(await cssField(canvasElement)).toBeVisible();
    await expect(saveButton(canvasElement)).toBeVisible();
  },
};
