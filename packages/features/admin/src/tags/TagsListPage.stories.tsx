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
import { tagCreated, tagSaved, tagsDeleted, tagsListed } from './storybook/tag-story-server';
import { TagsListPage } from './TagsListPage';

const meta = {
  title: 'Admin/Tags/TagsListPage',
  ...listPageStoryMeta({
    path: '/admin/tags',
    page: <TagsListPage />,
    handlers: [tagsListed(), tagsDeleted, tagCreated, tagSaved],
  }),
} satisfies Meta<ListPageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => findGrid(canvasElement, 'Tags');

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const lateNight = await findRow(table, /late-night/);
    await expect(lateNight).toHaveTextContent('Late night');
    await expect(lateNight).toHaveTextContent('custom');
    await expect(lateNight).toHaveTextContent('12');
  },
};

export const Searched: Story = {
  args: { initialPath: '/admin/tags?query=live' },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await findRow(table, /live/)).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: /staff-pick/ })).toBeNull();
  },
};

export const FilteredByType: Story = {
  args: {
    initialPath: `/admin/tags?filters=${encodeListFilters([{ key: 'type', operator: '=', value: 'custom' }])}`,
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await findRow(table, /late-night/)).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove filter: Type is Custom' }),
    ).toBeVisible();
  },
};

export const AddsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Add a tag' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await inDocument(canvasElement).findByRole('dialog', { name: 'Add a tag' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await expect(within(dialog).getByRole('textbox', { name: 'Type' })).toHaveValue('custom');
    await userEvent.keyboard('acoustic{Tab}Acoustic{Enter}');
    await expect(await findToast(canvasElement, 'Tag added')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const RefusesAnInvalidType: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a tag' }));
    const dialog = await inDocument(canvasElement).findByRole('dialog', { name: 'Add a tag' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'acoustic');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 'Acoustic');
    const type = within(dialog).getByRole('textbox', { name: 'Type' });
    await userEvent.clear(type);
    await userEvent.type(type, 'My Type');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(
      await within(dialog).findByText(
        'The type may hold only lowercase letters, digits, dashes and underscores.',
      ),
    ).toBeVisible();
  },
};

export const ServerRefusesATakenName: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for live' }));
    await userEvent.click(await inDocument(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    const dialog = await inDocument(canvasElement).findByRole('dialog', { name: 'Edit “Live recording”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'staff-pick');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Another tag already has this name.')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for live' }));
    await userEvent.click(await inDocument(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const confirm = await inDocument(canvasElement).findByRole('alertdialog', {
      name: 'Delete “Live recording”?',
    });
    await expect(confirm).toHaveTextContent('Albums and tracks lose the tag; they are not deleted.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Tag deleted')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [tagsListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tags yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/tags')] } },
  play: async ({ canvasElement }) => {
    await expect(await grid(canvasElement)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/tags')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The tags could not be loaded')).toBeVisible();
  },
};
