import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { mobileViewport } from '../storybook/story-viewports';
import { findToast } from '../users/storybook/find-toast';
import { AppearanceEditorPage } from './AppearanceEditorPage';
import {
  appearanceAnswered,
  appearanceLoadFailed,
  appearancePending,
  appearanceSaved,
  appearanceSaveFailed,
  appearanceSaving,
} from './storybook/appearance-story-server';

// The site itself is not served to stories: the frame stays blank, and the stories read what it is sent.
const blankFrame = () => 'about:blank';

/** The address each story opens. */
interface StoryArgs {
  initialPath: string;
}

const meta = {
  title: 'Admin/Appearance/AppearanceEditorPage',
  parameters: { layout: 'fullscreen', msw: { handlers: [appearanceAnswered, appearanceSaved] } },
  args: { initialPath: '/admin/appearance' },
  render: ({ initialPath }) => (
    <ScreenStoryFrame
      screens={{ '/admin/appearance/:section?': <AppearanceEditorPage frameAddress={blankFrame} /> }}
      initialPath={initialPath}
    />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Appearance' });

const status = (canvasElement: HTMLElement) => {
  const found = canvasElement.querySelector('[data-slot="save-status"]');
  if (!found) throw new Error('The save status is not shown');
  return found;
};

/** Records what the editor posts to its preview frame, once the blank frame has loaded. */
async function frameMessages(canvasElement: HTMLElement): Promise<unknown[]> {
  const frame = await within(canvasElement).findByTitle('Site preview');
  const received: unknown[] = [];
  await waitFor(() => expect((frame as HTMLIFrameElement).contentDocument?.readyState).toBe('complete'));
  (frame as HTMLIFrameElement).contentWindow?.addEventListener('message', (event) =>
    received.push(event.data),
  );
  return received;
}

const siteNameField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Site name' });

export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    await expect(canvas.getByRole('link', { name: /^General/ })).toHaveAttribute(
      'href',
      '/admin/appearance/general',
    );
    await expect(canvas.getByRole('link', { name: /^Themes/ })).toHaveAttribute(
      'href',
      '/admin/appearance/themes',
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const GeneralClean: Story = {
  args: { initialPath: '/admin/appearance/general' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await siteNameField(canvasElement)).toHaveValue('Tonearm');
    await expect(canvas.getByRole('button', { name: 'Upload Favicon' })).toBeVisible();
    await expect(status(canvasElement)).toHaveTextContent('Saved: visitors see what the preview shows.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const GeneralEditedUnsaved: Story = {
  args: { initialPath: '/admin/appearance/general' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await siteNameField(canvasElement);
    const received = await frameMessages(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, 'Night Radio');
    await expect(status(canvasElement)).toHaveTextContent('Unsaved changes: visitors do not see them yet.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    // The custom code follows the values in each update; the last values sent carry the new name.
    const lastValues = () =>
      received.filter((message) => (message as { type?: string }).type === 'setValues').at(-1);
    await waitFor(() =>
      expect(lastValues()).toMatchObject({
        type: 'setValues',
        values: { 'settings.branding.site_name': 'Night Radio' },
      }),
    );
  },
};

export const EmptySiteNameKeepsSaveOff: Story = {
  args: { initialPath: '/admin/appearance/general' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await siteNameField(canvasElement));
    await expect(await canvas.findByText('Give the site a name.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

async function renameAndSave(canvasElement: HTMLElement) {
  const field = await siteNameField(canvasElement);
  await userEvent.type(field, ' FM');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
}

export const Saves: Story = {
  args: { initialPath: '/admin/appearance/general' },
  play: async ({ canvasElement }) => {
    await renameAndSave(canvasElement);
    await expect(await findToast(canvasElement, 'Changes saved')).toBeVisible();
    await expect(status(canvasElement)).toHaveTextContent('Saved: visitors see what the preview shows.');
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { initialPath: '/admin/appearance/general' },
  parameters: { msw: { handlers: [appearanceAnswered, appearanceSaving] } },
  play: async ({ canvasElement }) => {
    await renameAndSave(canvasElement);
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Saving…'));
  },
};

export const SaveFailed: Story = {
  args: { initialPath: '/admin/appearance/general' },
  parameters: { msw: { handlers: [appearanceAnswered, appearanceSaveFailed] } },
  play: async ({ canvasElement }) => {
    await renameAndSave(canvasElement);
    await waitFor(() =>
      expect(status(canvasElement)).toHaveTextContent('Saving failed. Your changes are kept: try again.'),
    );
    await expect(await siteNameField(canvasElement)).toHaveValue('Tonearm FM');
  },
};

export const Themes: Story = {
  args: { initialPath: '/admin/appearance/themes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Light' })).toBeVisible();
    await expect(canvas.getByText('Light default')).toBeVisible();
    await expect(canvas.getByText('Dark default')).toBeVisible();
  },
};

export const CreatesAThemeAndShowsItInTheFrame: Story = {
  args: { initialPath: '/admin/appearance/themes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const received = await frameMessages(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New theme' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('New theme');
    // New themes have no id until saved: the preview shows it under the next free one.
    await waitFor(() => expect(received.at(-2)).toEqual({ type: 'setActiveTheme', themeId: 3 }));
    // Shown in its own font: a new theme has none.
    await expect(received.at(-1)).toEqual({ type: 'setThemeFont', font: null });
    await expect(status(canvasElement)).toHaveTextContent('Unsaved changes');
  },
};

export const ContrastWarning: Story = {
  args: { initialPath: '/admin/appearance/themes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Light' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Text on accent: #FFFFFF/ }));
    const hex = await body.findByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#8888EE{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText(/Some text is hard to read/)).toBeVisible();
    await expect(canvas.getByText(/^Text on accent on accent: \d\.\d\d:1$/)).toBeVisible();
  },
};

export const ChangesAColourByKeyboard: Story = {
  args: { initialPath: '/admin/appearance/themes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    (await canvas.findByRole('button', { name: 'Light' })).focus();
    await userEvent.keyboard('{Enter}');
    (await canvas.findByRole('button', { name: /^Accent: #4F46E5/ })).focus();
    await userEvent.keyboard('{Enter}');
    const hex = await body.findByRole('textbox', { name: 'Hex' });
    const [area] = within(body.getByRole('dialog', { name: 'Accent' })).getAllByRole('slider');
    // The arrows move the colour area's thumb, and the hex value follows.
    area?.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(hex).not.toHaveValue('#4F46E5'));
    await userEvent.keyboard('{Escape}');
    const accent = canvas.getByRole('button', { name: /^Accent: #/ });
    await waitFor(() => expect(accent).toHaveFocus());
    await expect(accent).not.toHaveAccessibleName(/#4F46E5/);
    await expect(status(canvasElement)).toHaveTextContent('Unsaved changes');
  },
};

export const ResetColours: Story = {
  args: { initialPath: '/admin/appearance/themes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Light' }));
    const corners = () => canvas.getByRole('button', { name: /Corners of panels and dialogs$/ });
    await userEvent.click(corners());
    await userEvent.click(await body.findByRole('option', { name: 'Square' }));
    await expect(status(canvasElement)).toHaveTextContent('Unsaved changes');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset colours' }));
    // The radius is not a colour: it stays changed.
    await expect(corners()).toHaveTextContent('Square');
  },
};

export const DeletesAThemeAfterAsking: Story = {
  args: { initialPath: '/admin/appearance/themes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dark' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete “Dark”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Dark' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Light' })).toBeVisible();
    // The last theme cannot go.
    await userEvent.click(canvas.getByRole('button', { name: 'Light' }));
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  args: { initialPath: '/admin/appearance/general' },
  play: async ({ canvasElement }) => {
    await expect(await siteNameField(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [appearancePending] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [appearanceLoadFailed] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'The appearance could not be loaded' }),
    ).toBeVisible();
  },
};
