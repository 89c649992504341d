import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppearancePayload } from '@tonearm/client/contract';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../users/storybook/find-toast';
import {
  AppearanceSectionStory,
  frameMessages,
  saveButton,
  savedInto,
  valuesAnswered,
  valuesWith,
} from '../storybook/appearance-section-story';
import { appearanceStoryValues } from '../storybook/appearance-story-values';

const stored = appearanceStoryValues();
const saved: AppearancePayload[] = [];

const meta = {
  title: 'Admin/Appearance/ThemeFontAndRadius',
  component: AppearanceSectionStory,
  args: { section: 'themes' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [valuesAnswered(stored), savedInto(saved, stored)] },
  },
  beforeEach: () => {
    toast.dismiss();
    saved.length = 0;
  },
} satisfies Meta<typeof AppearanceSectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openLightTheme(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Light' }));
}

/** A select of the theme editor, found by its label (its button is named by its value, then its label). */
const selectButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`${label}$`) });

export const SiteDefaultFontAndRadii: Story = {
  play: async ({ canvasElement }) => {
    await openLightTheme(canvasElement);
    await expect(selectButton(canvasElement, 'Font')).toHaveTextContent('Site default');
    for (const part of ['Corners of buttons', 'Corners of inputs', 'Corners of panels and dialogs']) {
      await expect(selectButton(canvasElement, part)).toHaveTextContent('Large');
    }
  },
};

export const ChoosesAFontByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await openLightTheme(canvasElement);
    const { received } = await frameMessages(canvasElement);
    selectButton(canvasElement, 'Font').focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    // Typing a name moves to it; Enter chooses it.
    await userEvent.keyboard('Source');
    await userEvent.keyboard('{Enter}');
    await expect(selectButton(canvasElement, 'Font')).toHaveTextContent('Source Serif 4');
    await waitFor(() =>
      expect(received).toContainEqual({ type: 'setThemeFont', font: { family: 'Source Serif 4 Variable' } }),
    );
    await userEvent.click(saveButton(canvasElement));
    await expect(await findToast(canvasElement, 'Changes saved')).toBeVisible();
    await expect(saved[0]?.changes.themes?.[0]?.values.font).toBe('source-serif-4');
  },
};

export const StoredFont: Story = {
  parameters: {
    msw: {
      handlers: [
        valuesAnswered(
          valuesWith({
            themes: stored.values.themes.map((theme, index) =>
              index === 0 ? { ...theme, values: { ...theme.values, font: 'jetbrains-mono' } } : theme,
            ),
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await openLightTheme(canvasElement);
    await expect(selectButton(canvasElement, 'Font')).toHaveTextContent('JetBrains Mono');
  },
};

export const RoundsButtonsOnly: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await openLightTheme(canvasElement);
    const { received } = await frameMessages(canvasElement);
    await userEvent.click(selectButton(canvasElement, 'Corners of buttons'));
    await userEvent.click(await body.findByRole('option', { name: 'Fully rounded' }));
    await expect(selectButton(canvasElement, 'Corners of buttons')).toHaveTextContent('Fully rounded');
    await expect(selectButton(canvasElement, 'Corners of inputs')).toHaveTextContent('Large');
    // The frame gets the theme with its new radius at once, before saving.
    await waitFor(() => expect(JSON.stringify(received)).toContain('"--ta-radius-button":"9999px"'));
    await userEvent.click(saveButton(canvasElement));
    await expect(await findToast(canvasElement, 'Changes saved')).toBeVisible();
    const values = saved[0]?.changes.themes?.[0]?.values;
    await expect(values).toMatchObject({ '--ta-radius-button': '9999px' });
    await expect(values?.['--ta-radius-input'] ?? '0.5rem').toBe('0.5rem');
  },
};
