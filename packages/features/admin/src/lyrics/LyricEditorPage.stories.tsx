import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { LyricEditorPage } from './LyricEditorPage';
import {
  lyricCreated,
  lyricSaved,
  lyricShown,
  trackChosen,
  tracksPicked,
} from './storybook/lyric-story-server';

/** The address each story opens. */
interface StoryArgs {
  initialPath: string;
}

const editor = <LyricEditorPage />;
const meta = {
  title: 'Admin/Lyrics/LyricEditorPage',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [lyricShown, tracksPicked, trackChosen, lyricCreated, lyricSaved] },
  },
  args: { initialPath: '/admin/lyrics/new' },
  render: ({ initialPath }) => (
    <ScreenStoryFrame
      screens={{ '/admin/lyrics/new': editor, '/admin/lyrics/:lyricId/edit': editor }}
      initialPath={initialPath}
    />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findToast = (canvasElement: HTMLElement, message: string) =>
  body(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });

export const AddsPlainLyricsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = await canvas.findByRole('combobox', { name: 'Track' });
    await waitFor(() => expect(track).toHaveFocus());
    await userEvent.keyboard('paper');
    const option = await body(canvasElement).findByRole('option', { name: 'Paper Boats by The Tidewater' });
    await expect(option).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(track).toHaveValue('Paper Boats');
    // The list reloads for the chosen name; Escape closes it, keeping the choice.
    await userEvent.keyboard('{Escape}');
    await expect(track).toHaveValue('Paper Boats');
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Lyrics' }));
    await userEvent.keyboard('Folded from the morning news');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await findToast(canvasElement, 'Lyrics added')).toBeVisible();
    // The new lyrics open in their own editor.
    await expect(await canvas.findByRole('heading', { name: 'Lyrics of “Paper Boats”' })).toBeVisible();
  },
};

export const StartsWithTheTrackTheAddressNames: Story = {
  args: { initialPath: '/admin/lyrics/new?track=8' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Track' })).toHaveValue('Paper Boats');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Lyrics' }));
    await userEvent.keyboard('Folded from the morning news');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByRole('heading', { name: 'Lyrics of “Paper Boats”' })).toBeVisible();
  },
};

export const AsksForATrackAndWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('Choose a track.')).toBeVisible();
    await expect(await canvas.findByText('Write the lyrics.')).toBeVisible();
  },
};

export const ServerRefusesALineWithoutTime: Story = {
  args: { initialPath: '/admin/lyrics/1/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByRole('textbox', { name: 'Lyrics' });
    await expect(canvas.getByRole('switch', { name: /Synced/ })).toBeChecked();
    await userEvent.click(text);
    await userEvent.keyboard('{Control>}{End}{/Control}{Enter}no time here');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Line 3 has no time stamp such as [01:23.45] at its start.'),
    ).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EditsSyncedLyricsWithStampMode: Story = {
  args: { initialPath: '/admin/lyrics/1/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Lyrics of “Harbour Lights”' })).toBeVisible();
    const stamp = canvas.getByRole('region', { name: 'Stamp mode' });
    await expect(within(stamp).getByRole('button', { name: 'Play the track' })).toBeEnabled();
    await expect(within(stamp).getByRole('button', { name: 'Stamp line' })).toBeDisabled();
    await expect(within(stamp).getByRole('option', { name: /Lights along the harbour$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { initialPath: '/admin/lyrics/1/edit' },
  parameters: { msw: { handlers: [pending('*/api/v1/admin/lyrics/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { initialPath: '/admin/lyrics/1/edit' },
  parameters: { msw: { handlers: [failing('*/api/v1/admin/lyrics/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The lyrics could not be loaded')).toBeVisible();
  },
};
