import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { fileUploaded, keyAdded, linesListed, linesSaved } from './storybook/localization-story-server';
import { TranslatePage } from './TranslatePage';

const saved = fn();
const uploaded = fn();

const meta = {
  title: 'Admin/Localizations/TranslatePage',
  component: TranslatePage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [linesListed(), linesSaved(saved), keyAdded, fileUploaded(uploaded)] },
  },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/localizations/:localeId/translate': <TranslatePage /> }}
      initialPath="/admin/localizations/2/translate"
    />
  ),
  beforeEach: () => {
    toast.dismiss();
    saved.mockReset();
    uploaded.mockReset();
  },
} satisfies Meta<typeof TranslatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findToast = (canvasElement: HTMLElement, message: string) =>
  body(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });
const lineField = async (canvasElement: HTMLElement, key: string) =>
  within(canvasElement).findByRole('textbox', { name: key });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Translate Français' })).toBeVisible();
    await expect(await lineField(canvasElement, 'Cancel')).toHaveValue('Annuler');
    await expect(await lineField(canvasElement, 'Delete')).toHaveValue('');
    await expect(canvas.getByText('1–20 of 30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save translations' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Download JSON' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/v1\/admin\/localizations\/2\/download$/),
    );
  },
};

export const SearchesKeysAndTranslations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search lines' }), 'été');
    await waitFor(() => expect(canvas.getAllByRole('textbox')).toHaveLength(1));
    await expect(await lineField(canvasElement, 'Summer hits')).toHaveValue('Tubes de l’été');
    await expect(canvas.getByText('Added by hand')).toBeVisible();
  },
};

export const PagesThroughTheLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lineField(canvasElement, 'Cancel');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('21–30 of 30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const SavesOnlyTheChangedLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await lineField(canvasElement, 'Delete'), 'Supprimer');
    const cancel = await lineField(canvasElement, 'Cancel');
    await userEvent.clear(cancel);
    await userEvent.type(cancel, 'Annuler');
    await expect(canvas.getByText('Not saved yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save 1 change' }));
    await expect(await findToast(canvasElement, '1 line saved')).toBeVisible();
    await expect(saved).toHaveBeenCalledWith({ lines: { Delete: 'Supprimer' } });
  },
};

export const AddsAKey: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add a key' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add a key' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'Cancel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(
      await within(dialog).findByText('This key exists already: search for it and edit its line.'),
    ).toBeVisible();
    const key = within(dialog).getByRole('textbox', { name: 'Key' });
    await userEvent.clear(key);
    await userEvent.type(key, 'Autumn hits');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Translation' }),
      'Tubes d’automne{Enter}',
    );
    await expect(await findToast(canvasElement, 'Key added')).toBeVisible();
  },
};

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;

export const UploadsAFile: Story = {
  play: async ({ canvasElement }) => {
    await lineField(canvasElement, 'Cancel');
    const file = new File([JSON.stringify({ language: 'fr', lines: { Delete: 'Supprimer' } })], 'fr.json', {
      type: 'application/json',
    });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(await findToast(canvasElement, '1 line changed by the file')).toBeVisible();
    await expect(uploaded).toHaveBeenCalledWith({ lines: { Delete: 'Supprimer' } });
  },
};

export const RefusesAFileOfTheWrongShape: Story = {
  play: async ({ canvasElement }) => {
    await lineField(canvasElement, 'Cancel');
    const file = new File(['{"Delete": "Supprimer"}'], 'fr.json', { type: 'application/json' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(
      await findToast(canvasElement, 'The file has no “lines” of key and text, as a downloaded file has.'),
    ).toBeVisible();
    await expect(uploaded).not.toHaveBeenCalled();
  },
};

export const NoMatchingLines: Story = {
  parameters: { msw: { handlers: [linesListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No matching lines')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/localizations/2/lines')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/localizations/2/lines')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The lines could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
