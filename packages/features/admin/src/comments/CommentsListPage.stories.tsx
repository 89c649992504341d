import type { Meta, StoryObj } from '@storybook/react-vite';
import { encodeListFilters } from '@tonearm/client/rules';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tracksPicked } from '../lyrics/storybook/lyric-story-server';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { CommentsListPage } from './CommentsListPage';
import {
  commentSaved,
  commentsDeleted,
  commentsListed,
  commentsRestored,
} from './storybook/comment-story-server';

/** The address each story opens. */
interface StoryArgs {
  initialPath: string;
}

const meta = {
  title: 'Admin/Comments/CommentsListPage',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [commentsListed(), commentsDeleted, commentSaved, commentsRestored] },
  },
  args: { initialPath: '/admin/comments' },
  render: ({ initialPath }) => (
    <ScreenStoryFrame screens={{ '/admin/comments': <CommentsListPage /> }} initialPath={initialPath} />
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
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Comments' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;
// Ada wrote two of the comments: her first is the one under test.
const actionsOf = async (canvasElement: HTMLElement, name: string) =>
  (
    await within(canvasElement).findAllByRole('button', { name: `Actions for the comment by ${name}` })
  )[0] as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    // Written HTML stays text.
    await expect(await rowOf(table, /bass drop at 1:20 <3/)).toHaveTextContent('Harbour Lights');
    const deleted = await rowOf(table, /Too loud/);
    await expect(deleted).toHaveTextContent('Deleted');
    await expect(deleted).toHaveTextContent('grace@example.com');
  },
};

export const ReportedOnly: Story = {
  args: {
    initialPath: `/admin/comments?filters=${encodeListFilters([{ key: 'reported', operator: '=', value: true }])}`,
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await rowOf(table, /Buy followers/)).toHaveTextContent('3');
    await expect(within(table).queryByRole('rowheader', { name: /bass drop/ })).toBeNull();
  },
};

export const DeletedOnly: Story = {
  args: {
    initialPath: `/admin/comments?filters=${encodeListFilters([{ key: 'deleted', operator: '=', value: true }])}`,
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await rowOf(table, /Too loud/)).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: /Agreed/ })).toBeNull();
  },
};

export const EditsTheText: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await actionsOf(canvasElement, 'Ada'));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit the comment by Ada' });
    const text = within(dialog).getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(text);
    await userEvent.type(text, 'That bass drop at 1:20');
    // Tab to Cancel, then Save, and press it from the keyboard.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, 'Comment updated')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const RefusesAnEmptyComment: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await actionsOf(canvasElement, 'Ada'));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit the comment by Ada' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Comment' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('The comment may not be empty.')).toBeVisible();
  },
};

export const ServerRefusesTheText: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await actionsOf(canvasElement, 'Spammer'));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit the comment by Spammer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), ' now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('This comment looks like spam.')).toBeVisible();
  },
};

export const DeleteAsksFirstNamingTheComment: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await actionsOf(canvasElement, 'Spammer'));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete the comment by Spammer?',
    });
    await expect(confirm).toHaveTextContent('Buy followers at spam.example');
    await expect(confirm).toHaveTextContent('A comment with replies stays, marked deleted');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, '1 comment deleted')).toBeVisible();
  },
};

export const RestoresADeletedComment: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await actionsOf(canvasElement, 'Grace'));
    await expect(body(canvasElement).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Restore' }));
    await expect(await findToast(canvasElement, 'Comment restored')).toBeVisible();
  },
};

export const FilteredByTrackThroughThePicker: Story = {
  parameters: {
    msw: { handlers: [commentsListed(), tracksPicked] },
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await rowOf(table, /bass drop/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /Track/ }));
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Track' });
    await userEvent.type(within(editor).getByRole('combobox'), 'paper');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /Paper Boats/ }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await expect(await within(canvasElement).findByText('No matching comments')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [commentsListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No comments yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/comments')] } },
  play: async ({ canvasElement }) => {
    await expect(await grid(canvasElement)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/comments')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The comments could not be loaded')).toBeVisible();
  },
};
