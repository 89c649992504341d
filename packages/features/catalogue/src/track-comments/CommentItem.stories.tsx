import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Comment, commentSchema } from '@tonearm/client/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyPublicUser } from '../storybook/library-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { page } from '../storybook/story-support';
import { CommentItem } from './CommentItem';

const player = createStoryPlayer();

function storyComment(overrides: Partial<Comment> = {}): Comment {
  return commentSchema.parse({
    id: 4,
    model_type: 'comment',
    content: 'The bass drop at the end!\nEvery time.',
    position: 0.75,
    parent_id: null,
    depth: 0,
    commentable_id: 100,
    commentable_type: 'track',
    user: storyPublicUser(12, 'Ada Lovelace'),
    created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...overrides,
  });
}

const meta = {
  title: 'Catalogue/Comment',
  component: CommentItem,
  args: { comment: storyComment(), durationMs: 200_000 },
  decorators: [
    (Story) => (
      <CatalogueStoryFrame data={catalogueStoryData()} player={player.store}>
        <ul aria-label="Comments" className="p-6">
          <Story />
        </ul>
      </CatalogueStoryFrame>
    ),
  ],
} satisfies Meta<typeof CommentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtAPosition: Story = {
  name: "Someone else's comment at a point of the track",
  play: async ({ canvasElement }) => {
    const comment = await within(canvasElement).findByRole('listitem', { name: 'Comment by Ada Lovelace' });
    await expect(within(comment).getByText('at 2:30')).toBeVisible();
    await expect(within(comment).getByText('3 days ago')).toBeVisible();
    await expect(within(comment).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/user/12/ada-lovelace',
    );
    await expect(within(comment).queryByRole('button', { name: /More options/ })).toBeNull();
  },
};

export const Reported: Story = {
  name: "Reporting someone else's comment from its menu, by keyboard",
  args: { onReport: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const comment = await within(canvasElement).findByRole('listitem', { name: 'Comment by Ada Lovelace' });
    within(comment).getByRole('button', { name: 'More options for the comment by Ada Lovelace' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReport).toHaveBeenCalledWith(args.comment);
  },
};

export const OwnComment: Story = {
  name: 'Deleting asks first, and Cancel keeps the comment',
  args: {
    comment: storyComment({ position: 0, user: storyPublicUser(7, 'Nina Simone') }),
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const comment = await within(canvasElement).findByRole('listitem', { name: 'Comment by Nina Simone' });
    const openMenu = async () => {
      await userEvent.click(within(comment).getByRole('button', { name: /More options/ }));
      await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    };
    await expect(within(comment).queryByText(/^at /)).toBeNull();
    await openMenu();
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Delete comment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await openMenu();
    await userEvent.click(
      within(await page(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(args.comment);
  },
};

export const DeletedByAModerator: Story = {
  name: 'A comment a moderator deleted keeps its place, without its words or its menu',
  args: {
    comment: storyComment({ content: '', deleted: true, user: storyPublicUser(7, 'Nina Simone') }),
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvasElement }) => {
    const comment = await within(canvasElement).findByRole('listitem', { name: 'Comment by Nina Simone' });
    await expect(within(comment).getByText('This comment was deleted.')).toBeVisible();
    await expect(within(comment).queryByRole('button', { name: /More options/ })).toBeNull();
  },
};
