import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Search',
    placeholder: 'Search for artists, albums and tracks',
    onSubmit: fn(),
    onClear: fn(),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    // The clear button exists only visually once there is text.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('daft punk{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('daft punk');

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();

    await userEvent.keyboard('air');
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeVisible();
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const WithLabel: Story = {
  args: {
    'aria-label': undefined,
    label: 'Search notifications',
    description: 'Searches titles and messages.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('searchbox', { name: 'Search notifications' }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'daft punk' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { defaultValue: 'daft punk' },
  globals: { theme: 'dark' },
};
