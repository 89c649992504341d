import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMMENT_MAX } from '@tonearm/client/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { CommentForm } from './CommentForm';

const player = createStoryPlayer();

const meta = {
  title: 'Catalogue/Comment form',
  component: CommentForm,
  args: { onPost: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <CatalogueStoryFrame data={catalogueStoryData()} player={player.store}>
        <div className="p-6">
          <Story />
        </div>
      </CatalogueStoryFrame>
    ),
  ],
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Posting: Story = {
  name: 'A comment is required, trimmed, and the field clears once posted',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Add a comment' });
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('maxlength', String(COMMENT_MAX));
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(await canvas.findByText('The comment field is required.')).toBeVisible();
    await expect(args.onPost).not.toHaveBeenCalled();
    await userEvent.type(field, 'So good ');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(args.onPost).toHaveBeenCalledWith('So good');
    await expect(field).toHaveValue('');
  },
};
