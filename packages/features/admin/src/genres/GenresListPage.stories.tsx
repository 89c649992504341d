import type { Meta, StoryObj } from '@storybook/react-vite';
import { encodeListFilters } from '@tonearm/client/rules';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  findGrid,
  findRow,
  findToast,
  inDocument,
  type ListPageStoryArgs,
  listPageStoryMeta,
} from '../list-page/storybook/list-page-stories';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { GenresListPage } from './GenresListPage';
import { genreCreated, genreSaved, genresDeleted, genresListed } from './storybook/genre-story-server';

const meta = {
  title: 'Admin/Genres/GenresListPage',
  ...listPageStoryMeta({
    path: '/admin/genres',
    page: <GenresListPage />,
    handlers: [genresListed(), genresDeleted, genreCreated, genreSaved],
  }),
} satisfies Meta<ListPageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => findGrid(canvasElement, 'Genres');

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const ambient = await findRow(table, /ambient/);
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
    await expect(await findRow(table, /dream-pop/)).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: /ambient/ })).toBeNull();
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveValue('pop');
  },
};

export const AddsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Add a genre' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await inDocument(canvasElement).findByRole('dialog', { name: 'Add a genre' });
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
    const dialog = await inDocument(canvasElement).findByRole('dialog', { name: 'Add a genre' });
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
    await userEvent.click(await inDocument(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    const dialog = await inDocument(canvasElement).findByRole('dialog', { name: 'Edit “Bebop”' });
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
    const dialog = await inDocument(canvasElement).findByRole('dialog', { name: 'Edit “Bebop”' });
    const display = within(dialog).getByRole('textbox', { name: 'Display name' });
    await userEvent.clear(display);
    await userEvent.type(display, 'Bebop jazz{Enter}');
    await expect(await findToast(canvasElement, 'Genre updated')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for ambient' }));
    await userEvent.click(await inDocument(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const confirm = await inDocument(canvasElement).findByRole('alertdialog', { name: 'Delete “Ambient”?' });
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
