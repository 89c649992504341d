import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { LocalizationsListPage } from './LocalizationsListPage';
import {
  localizationCreated,
  localizationRenamed,
  localizationsDeleted,
  localizationsListed,
} from './storybook/localization-story-server';

const meta = {
  title: 'Admin/Localizations/LocalizationsListPage',
  component: LocalizationsListPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [localizationsListed(), localizationsDeleted, localizationCreated, localizationRenamed],
    },
  },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/localizations': <LocalizationsListPage /> }}
      initialPath="/admin/localizations"
    />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof LocalizationsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findToast = (canvasElement: HTMLElement, message: string) =>
  body(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });
const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Localizations' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await rowOf(table, /English/)).toHaveTextContent('Source language');
    const french = await rowOf(table, /Français/);
    await expect(french).toHaveTextContent('fr');
    await expect(french).toHaveTextContent('412');
    await expect(within(canvasElement).getByText('1–3 of 3')).toBeVisible();
  },
};

export const OpensTheTranslateScreenFromARow: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(await within(table).findByRole('rowheader', { name: /Français/ }));
    await expect(await within(canvasElement).findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/localizations/2/translate',
    );
  },
};

export const CreatesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Add a localization' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add a localization' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('Deutsch{Tab}de{Enter}');
    await expect(await findToast(canvasElement, 'Localization created')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const RefusesALanguageOfferedAlready: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a localization' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add a localization' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'French again');
    const language = within(dialog).getByRole('textbox', { name: 'Language code' });
    await userEvent.type(language, 'english');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(
      await within(dialog).findByText('The language must be a language code such as en, fr or pt-BR.'),
    ).toBeVisible();
    await userEvent.clear(language);
    await userEvent.type(language, 'FR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('A localization for FR already exists.')).toBeVisible();
    await expect(language).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RenamesFromTheRowMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for Français' }));
    await expect(await body(canvasElement).findByRole('menuitem', { name: 'Download JSON' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/v1\/admin\/localizations\/2\/download$/),
    );
    await userEvent.click(body(canvasElement).getByRole('menuitem', { name: 'Rename' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename “Français”' });
    await expect(within(dialog).queryByRole('textbox', { name: 'Language code' })).toBeNull();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Français (France){Enter}');
    await expect(await findToast(canvasElement, 'Localization renamed')).toBeVisible();
  },
};

export const DeleteAsksFirstAndSparesTheSourceLanguage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for English' }));
    await expect(await body(canvasElement).findByRole('menuitem', { name: 'Translate' })).toBeVisible();
    await expect(body(canvasElement).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for Français' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Français”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Localization deleted')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [localizationsListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No localizations yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/localizations')] } },
  play: async ({ canvasElement }) => {
    await expect(await grid(canvasElement)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/localizations')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The localizations could not be loaded'),
    ).toBeVisible();
  },
};
