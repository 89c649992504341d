import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Description', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Shown under the playlist’s title.' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Description' });

    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Songs for a long drive.{Enter}Mostly instrumental.');
    await expect(box).toHaveValue('Songs for a long drive.\nMostly instrumental.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Songs for a long drive.\nMostly instrumental.');
    await expect(box).toHaveAccessibleDescription('Shown under the playlist’s title.');
  },
};

export const Code: Story = {
  args: { label: 'Request body', font: 'code', rows: 6, defaultValue: '{\n  "name": "Evening"\n}' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Request body' });
    await expect(box).toHaveAttribute('rows', '6');
    await expect(getComputedStyle(box).fontFamily).toMatch(/mono/i);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'x', errorMessage: 'The message must be at least 10 characters.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('The message must be at least 10 characters.');
  },
};
