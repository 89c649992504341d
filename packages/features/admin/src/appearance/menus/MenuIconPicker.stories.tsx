import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppearancePayload } from '@tonearm/client/contract';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../users/storybook/find-toast';
import {
  AppearanceSectionStory,
  saveButton,
  savedInto,
  valuesAnswered,
} from '../storybook/appearance-section-story';
import { appearanceStoryValues } from '../storybook/appearance-story-values';

const values = appearanceStoryValues();
const saved: AppearancePayload[] = [];

const meta = {
  title: 'Admin/Appearance/MenuIconPicker',
  component: AppearanceSectionStory,
  args: { section: 'menus' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [valuesAnswered(values), savedInto(saved, values)] },
  },
  beforeEach: () => {
    toast.dismiss();
    saved.length = 0;
  },
} satisfies Meta<typeof AppearanceSectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function editDiscover(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^Primary/ }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit Discover' }));
  return canvas.getByRole('combobox', { name: 'Icon' });
}

export const OlderNameShowsAsLucide: Story = {
  play: async ({ canvasElement }) => {
    // Discover was stored under Material's `explore`: the picker shows Lucide's compass.
    await expect(await editDiscover(canvasElement)).toHaveValue('compass');
  },
};

export const SearchesAndChoosesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await editDiscover(canvasElement);
    input.focus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}disc');
    const list = await body.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['disc 3', 'disc']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('disc 3');
    await userEvent.click(saveButton(canvasElement));
    await expect(await findToast(canvasElement, 'Changes saved')).toBeVisible();
    const primary = saved[0]?.changes.menus?.find((menu) => menu.id === 'primary');
    await expect(primary?.items.find((item) => item.id === 'discover')?.icon).toBe('disc-3');
    // Items the operator left alone are saved under their Lucide names too.
    await expect(primary?.items.find((item) => item.id === 'lyrics')?.icon).toBe('mic-vocal');
  },
};

export const NoIcon: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await editDiscover(canvasElement);
    const opener = input.closest('[data-slot="combo-box"]')?.querySelector('[data-slot="combo-box-button"]');
    if (!(opener instanceof HTMLElement)) throw new Error('The icon picker has no button to open its list');
    await userEvent.click(opener);
    await userEvent.click(await body.findByRole('option', { name: 'No icon' }));
    await expect(input).toHaveValue('No icon');
  },
};
