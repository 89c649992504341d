import type { Meta, StoryObj } from '@storybook/react-vite';
import { encodeListFilters } from '@tonearm/client/rules';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { GenresListPage } from './GenresListPage';
import { genreCreated, genreSaved, genresDeleted, genresListed } from './storybook/genre-story-server';

/** The address each story opens. */
interface StoryArgs {
  initialPath: string;
}

const meta = {
  title: 'Admin/Genres/GenresListPage',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [genresListed(), genresDeleted, genreCreated, genreSaved] },
  },
  args: { initialPath: '/admin/genres' },
  render: ({ initialPath }) => (
    <ScreenStoryFrame screens={{ '/admin/genres': <GenresListPage /> }} initialPath={initialPath} />
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
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Genres' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const ambient = await rowOf(table, /ambient/);
    await expect(ambient).toHaveTextContent('Ambient');
    await expect(ambient).toHaveTextContent('3');
    await expect(within(canvasElement).getByText('1–3 of 3')).toBeVisible();
  },
};

export const Filtered: Story = {
  args: {
    initialPath: `/admin/genres?query=pop&filters=${encodeListFilters([{ key: 'has_image', operator: '=', value: false }])}`,
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await rowOf(table, /dream-pop/)).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: /ambient/ })).toBeNull();
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveValue('pop');
  },
};

export const AddsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Add a genre' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add a genre' });
    await expect(within(dialog).getByRole('button', { name: 'Upload a picture' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('shoegaze{Tab}Shoegaze{Enter}');
    await expect(await findToast(canvasElement, 'Genre added')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const RefusesANameOutOfSlugForm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a genre' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add a genre' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Hip Hop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(
      await within(dialog).findByText('The name may hold only lowercase letters, digits and single dashes.'),
    ).toBeVisible();
    await expect(await within(dialog).findByText('Give a display name.')).toBeVisible();
  },
};

export const ServerRefusesATakenName: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for bebop' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit “Bebop”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'ambient');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Another genre already has this name.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EditsFromARow: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(await within(table).findByRole('rowheader', { name: /bebop/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit “Bebop”' });
    const display = within(dialog).getByRole('textbox', { name: 'Display name' });
    await userEvent.clear(display);
    await userEvent.type(display, 'Bebop jazz{Enter}');
    await expect(await findToast(canvasElement, 'Genre updated')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for ambient' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Ambient”?' });
    await expect(confirm).toHaveTextContent(
      'Artists, albums and tracks lose the genre; they are not deleted.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Genre deleted')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [genresListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No genres yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/genres')] } },
  play: async ({ canvasElement }) => {
    await expect(await grid(canvasElement)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/genres')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The genres could not be loaded')).toBeVisible();
  },
};
